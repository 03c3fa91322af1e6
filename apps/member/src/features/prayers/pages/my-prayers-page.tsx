import { Title } from '@mantine/core';

export default function Page() {
  return <Title order={1}>my-prayers-page</Title>;
}
