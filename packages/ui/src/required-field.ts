import requiredLabel from './required-label.module.css';

/**
 * The props of a required input: aria-required, and the asterisk drawn by CSS outside the label's
 * accessible name (the label reads 'Capacidad', not 'Capacidad *'). Spread it on any Mantine input:
 * `<TextInput label="Nombre" {...requiredField} />`. Forms use noValidate, so no native bubbles.
 */
export const requiredField = {
  required: true,
  withAsterisk: false,
  labelProps: { className: requiredLabel.required },
} as const;
