/** An error the API can answer with: its HTTP status and the Spanish text a person reads. */
export interface ErrorDefinition {
  status: number;
  message: string;
}

/** A domain's errors (`<d>/<d>.errors.ts`), by code. */
export type ErrorDefinitions = Readonly<Record<string, ErrorDefinition>>;
