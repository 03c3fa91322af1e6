import { startFakeExpo } from './fake-expo.ts';

/**
 * `npm run fake-expo`: a local Expo push service for trying the push centre without real devices.
 * FAKE_EXPO_PORT (default 4010), FAKE_EXPO_HOST (default 127.0.0.1), FAKE_EXPO_RATE (notifications a
 * second, default 600; 0 = no limit). Start the API with EXPO_BASE_URL pointing at it.
 */
function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} debe ser un número entero mayor o igual que 0 (recibido: ${raw})`);
    process.exit(1);
  }
  return value;
}

const port = numberFromEnv('FAKE_EXPO_PORT', 4010);
const rate = numberFromEnv('FAKE_EXPO_RATE', 600);
const fake = await startFakeExpo({
  port,
  host: process.env.FAKE_EXPO_HOST?.trim() || '127.0.0.1',
  ratePerSecond: rate === 0 ? null : rate,
});

console.log(`Expo de prueba escuchando en ${fake.url} — inicia Koinonia con EXPO_BASE_URL=${fake.url}`);
console.log(
  `Límite: ${rate === 0 ? 'sin límite' : `${rate} notificaciones por segundo`}. ` +
    `Mensajes recibidos: ${fake.url}/__fake/messages · estadísticas: ${fake.url}/__fake/stats`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const { accepted } = fake.stats();
  await fake.close();
  console.log(`Expo de prueba detenido (${signal}); notificaciones aceptadas: ${accepted}`);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
