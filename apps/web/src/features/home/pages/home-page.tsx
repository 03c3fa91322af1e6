import { useSession } from '@koinonia/ui/use-session';
import { Blockquote, Box, Container, Stack, Text, Title } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { use } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { HomeTips, MarketingBlock } from '../components/home-extras';
import { ModuleCards } from '../components/module-cards';
import { ModuleCardsContext } from '../lib/module-cards-context';

/** The home page ('/'): the command centre with the module shortcuts (ModuleCardsContext). */
export function HomePage() {
  usePageTitle('Inicio');
  const session = useSession();
  const name = session?.user.name?.trim();
  const cards = use(ModuleCardsContext);

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <Stack gap={40}>
        <Box ta="center">
          {name && (
            <Text fw={600} c="violet.8" mb={4}>
              ¡Hola, {name}!
            </Text>
          )}
          <Title order={1} fz={{ base: 30, sm: 44 }}>
            Tu Centro de Comando
          </Title>
          <Blockquote
            color="violet"
            icon={<IconQuote size={22} aria-hidden />}
            iconSize={40}
            mt="lg"
            mx="auto"
            maw={720}
            ta="left"
            bg="white"
          >
            <Text fs="italic">
              «Y perseveraban en la doctrina de los apóstoles, en la comunión unos con otros, en el
              partimiento del pan y en las oraciones.»
            </Text>
            <Text size="sm" mt="xs" c="gray.7">
              Hechos 2:42 · <em>Koinonia</em> es la palabra griega para esa comunión.
            </Text>
          </Blockquote>
        </Box>

        <Box component="section" aria-labelledby="home-modules-title">
          <Title order={2} id="home-modules-title" ta="center" fz={{ base: 20, sm: 26 }} mb="lg">
            Qué quieres gestionar hoy?
          </Title>
          <ModuleCards cards={cards} />
        </Box>

        <MarketingBlock />
        <HomeTips />
      </Stack>
    </Container>
  );
}
