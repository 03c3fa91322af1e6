import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A count (people, seats): whole and not negative; a value out of range is left for the schema to refuse. */
export function WholeNumberInput(props: NumberInputProps) {
  return <NumberInput allowDecimal={false} allowNegative={false} clampBehavior="none" {...props} />;
}

/** An amount of Colombian pesos from 0, written '25.000', with its description under the box. */
export function PesosInput(props: NumberInputProps) {
  return (
    <WholeNumberInput
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      min={0}
      thousandSeparator="."
      decimalSeparator=","
      {...props}
    />
  );
}
