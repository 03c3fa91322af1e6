import { accounts, apiCall, DEMO_PASSWORD, uniqueSuffix } from './browser';

/** A new account made through the API (sign-up), with no community yet. */
export interface NewAccount {
  name: string;
  email: string;
  documentNumber: string;
  password: string;
}

/** Details for a new account, unique per call. */
export function newAccountDetails(label = 'Persona'): NewAccount {
  const suffix = uniqueSuffix();
  return {
    name: `${label} ${suffix}`,
    email: `persona-${suffix}@e2e.koinonia.test`,
    documentNumber: `D${suffix}`.slice(0, 20),
    password: `clave-segura-${suffix}`,
  };
}

/** Signs in through the API: the token. */
export async function tokenOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await apiCall<{ access_token: string }>('/auth/login', {
    method: 'POST',
    body: { email, password },
  });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status}`);
  return res.body.access_token;
}

/** Registers a new account through the API (no community). */
export async function registerAccount(label?: string): Promise<NewAccount & { id: string }> {
  const details = newAccountDetails(label);
  const res = await apiCall<{ id: string }>('/auth/register', { method: 'POST', body: details });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...details, id: res.body.id };
}

export interface CreatedInvitation {
  id: string;
  code: string;
  url: string;
}

/** An invitation created by a pastor (the demo community's by default). */
export async function createInvitation(
  body: { role?: 'GUEST' | 'MEMBER'; maxUses?: number } = {},
  pastor: string = accounts.pastor,
): Promise<CreatedInvitation> {
  const res = await apiCall<CreatedInvitation>('/community/invitations', {
    method: 'POST',
    token: await tokenOf(pastor),
    body: { role: 'MEMBER', maxUses: 5, ...body },
  });
  if (res.status !== 201) throw new Error(`invitation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The account joins with the code through the API. */
export async function acceptThroughApi(account: { email: string; password: string }, code: string) {
  const res = await apiCall(`/invitations/${code}/accept`, {
    method: 'POST',
    token: await tokenOf(account.email, account.password),
  });
  if (res.status !== 201) throw new Error(`accept failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The app's path of an invitation's or a reset link's address. */
export const pathOf = (url: string) => new URL(url).pathname;
