import { Button, Center, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { copyText, whatsappShareUrl } from '../lib/share-link';

export interface QrLinkProps {
  /** The address to share. */
  url: string;
  /** The text field's label ('Enlace de invitación'). */
  label: string;
  /** The WhatsApp message; the link goes after it. */
  shareMessage: string;
  /** The downloaded image's name, without the extension ('invitacion-miembro'). */
  fileName: string;
  /** What the QR code opens, for its text alternative ('el enlace de invitación'). */
  qrSubject: string;
}

/** Pixels of the PNG: sharp enough to print or to show on a projector. */
const QR_PIXELS = 1024;

type QrState = { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'error' };

/** The QR code of `url` as a PNG data address; the encoder is loaded only when a code is drawn. */
function useQrCode(url: string): QrState {
  const [state, setState] = useState<QrState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    import('qrcode')
      .then((qr) => qr.toDataURL(url, { width: QR_PIXELS, margin: 2, errorCorrectionLevel: 'M' }))
      .then((dataUrl) => current && setState({ status: 'ready', dataUrl }))
      .catch(() => current && setState({ status: 'error' }));
    return () => {
      current = false;
    };
  }, [url]);
  return state;
}

/**
 * A link to share: the address with a copy button, its QR code (to download as a PNG and show or
 * print) and a WhatsApp share.
 */
export function QrLink({ url, label, shareMessage, fileName, qrSubject }: QrLinkProps) {
  const qr = useQrCode(url);
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const statusId = useId();

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), 2500);
    return () => clearTimeout(timer);
  }, [copy]);

  async function onCopy() {
    const copied = await copyText(url, inputRef.current);
    setCopy(copied ? 'copied' : 'failed');
    if (!copied) inputRef.current?.select();
  }

  return (
    <Stack gap="md">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          ref={inputRef}
          label={label}
          value={url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
          aria-describedby={statusId}
        />
        <Button
          variant={copy === 'copied' ? 'default' : 'filled'}
          leftSection={
            copy === 'copied' ? (
              <IconCheck size={16} color="var(--mantine-color-green-9)" aria-hidden />
            ) : (
              <IconCopy size={16} aria-hidden />
            )
          }
          onClick={onCopy}
          style={{ flexShrink: 0 }}
        >
          {copy === 'copied' ? 'Copiado' : 'Copiar'}
        </Button>
      </Group>
      <Text id={statusId} size="sm" c={copy === 'failed' ? 'red.9' : 'gray.7'} aria-live="polite" mt={-8}>
        {copy === 'copied'
          ? 'Enlace copiado al portapapeles'
          : copy === 'failed'
            ? 'No se pudo copiar: el enlace quedó seleccionado, cópialo con Ctrl+C o mantenlo presionado.'
            : ''}
      </Text>

      <Paper withBorder radius="md" p="md">
        <Stack gap="sm" align="center">
          <Center w={220} h={220}>
            {qr.status === 'ready' ? (
              <img
                src={qr.dataUrl}
                width={220}
                height={220}
                alt={`Código QR con ${qrSubject}`}
                style={{ imageRendering: 'pixelated' }}
              />
            ) : qr.status === 'loading' ? (
              <Skeleton w={220} h={220} aria-label="Generando código QR" />
            ) : (
              <Text size="sm" c="red.9" ta="center" role="alert">
                No se pudo generar el código QR. El enlace sigue sirviendo.
              </Text>
            )}
          </Center>
          <Group gap="sm" justify="center">
            <Button
              component="a"
              variant="default"
              href={qr.status === 'ready' ? qr.dataUrl : undefined}
              download={`${fileName}.png`}
              data-disabled={qr.status !== 'ready' || undefined}
              aria-disabled={qr.status !== 'ready' || undefined}
              onClick={(e) => qr.status !== 'ready' && e.preventDefault()}
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Descargar QR (PNG)
            </Button>
            <Button
              component="a"
              variant="default"
              href={whatsappShareUrl(shareMessage, url)}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconBrandWhatsapp size={18} color="var(--mantine-color-green-9)" aria-hidden />}
            >
              Compartir por WhatsApp
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
