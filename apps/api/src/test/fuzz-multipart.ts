import fc from 'fast-check';
import { junkString } from './fuzz-arbitraries.ts';

/**
 * Junk multipart/form-data bodies for the fuzz test: plausible forms (the route's fields, an image)
 * with junk values, names and files, inside envelopes that are often broken (no boundary, another
 * boundary, cut off anywhere, bare LF line ends, a preamble, no closing boundary).
 */

export interface MultipartRequest {
  headers: Record<string, string>;
  payload: Buffer;
  /** What the body holds, readable in a failure report (the payload itself can be megabytes). */
  summary: string;
}

const fieldName = (known: string[]) =>
  fc.oneof(
    { arbitrary: known.length ? fc.constantFrom(...known) : fc.string({ maxLength: 12 }), weight: 6 },
    {
      arbitrary: fc.constantFrom(
        '',
        '__proto__',
        'constructor',
        'hasOwnProperty',
        'a"b',
        'x\r\ny',
        'n\u0000',
      ),
      weight: 1,
    },
    { arbitrary: junkString, weight: 1 },
  );

const fieldValue = fc.oneof(
  { arbitrary: fc.string({ maxLength: 120 }), weight: 3 },
  { arbitrary: fc.constantFrom('2', 'true', 'cultos', 'a,b,c', '2030-01-01', '19:00', 'BOTH'), weight: 3 },
  { arbitrary: junkString, weight: 3 },
  { arbitrary: fc.constant('x'.repeat(70 * 1024)), weight: 1 },
);

interface Part {
  name: string;
  value: Buffer;
  filename?: string;
  contentType?: string;
}

function fileData(images: Buffer[]) {
  return fc.oneof(
    fc.constantFrom(Buffer.alloc(0), Buffer.from('hola'), Buffer.from('GIF89a')),
    fc.constantFrom(...images),
    fc
      .tuple(fc.constantFrom(...images), fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([image, at]) => image.subarray(0, Math.floor(image.length * at))),
    fc.uint8Array({ maxLength: 2_000 }).map((a) => Buffer.from(a)),
    fc.constantFrom(...images).map((image) => Buffer.concat([image, Buffer.from('\r\n--junk')])),
  );
}

function partOf(known: string[], fileField: string, images: Buffer[]): fc.Arbitrary<Part> {
  const field = fc.record(
    {
      name: fieldName(known),
      value: fieldValue.map((v) => Buffer.from(v)),
      contentType: fc.constantFrom('text/plain', 'application/json', 'text/plain; charset=latin1'),
    },
    { requiredKeys: ['name', 'value'] },
  );
  const file = fc.record({
    name: fc.oneof({ arbitrary: fc.constant(fileField), weight: 5 }, fieldName(known)),
    value: fileData(images),
    filename: fc.oneof(
      fc.constantFrom('foto.png', 'imagen.jpg', '', '../../etc/passwd', 'a"b.png', 'ñandú 🙏.webp'),
      junkString,
    ),
    contentType: fc.oneof(
      fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/x-msdownload'),
      junkString,
    ),
  });
  return fc.oneof({ arbitrary: field, weight: 4 }, { arbitrary: file, weight: 1 });
}

/**
 * A multipart body for a route reading `known` fields and a file in `fileField`: a valid form (the
 * `valid` fields, one of them maybe junk, and often a real image) with a few junk parts, in an
 * envelope that is sometimes broken.
 */
export function multipartJunk(
  known: string[],
  fileField: string,
  images: Buffer[],
  valid: Record<string, string>,
): fc.Arbitrary<MultipartRequest> {
  const validKeys = Object.keys(valid);
  const base: fc.Arbitrary<Part[]> = !validKeys.length
    ? fc.constant([])
    : fc
        .record({
          spoil: fc.oneof(
            { arbitrary: fc.constant(null), weight: 2 },
            fc.tuple(fc.constantFrom(...validKeys), fieldValue),
          ),
          image: fc.option(fc.constantFrom(...images), { freq: 2 }),
        })
        .map(({ spoil, image }) => {
          const parts: Part[] = Object.entries(valid).map(([name, value]) => ({
            name,
            value: Buffer.from(spoil?.[0] === name ? spoil[1] : value),
          }));
          if (image)
            parts.push({ name: fileField, value: image, filename: 'foto.png', contentType: 'image/png' });
          return parts;
        });
  return fc
    .record({
      parts: fc
        .tuple(
          fc.oneof({ arbitrary: base, weight: 3 }, fc.constant([])),
          fc.oneof(
            { arbitrary: fc.constant([]), weight: 2 },
            fc.array(partOf(known, fileField, images), { minLength: 1, maxLength: 4 }),
          ),
        )
        .map(([form, junk]) => [...form, ...junk]),
      boundary: fc.stringMatching(/^[A-Za-z0-9'()+_,-]{1,40}$/),
      envelope: fc.oneof(
        { arbitrary: fc.constant('proper'), weight: 8 },
        fc.constantFrom(
          'no boundary',
          'empty boundary',
          'other boundary',
          'quoted boundary',
          'bare LF',
          'no closing',
          'preamble',
          'cut',
        ),
      ),
      cutAt: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ parts, boundary, envelope, cutAt }) => {
      const eol = envelope === 'bare LF' ? '\n' : '\r\n';
      const chunks: Buffer[] = [];
      if (envelope === 'preamble') chunks.push(Buffer.from(`esto no es parte de nada${eol}`));
      for (const part of parts) {
        const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
        const type = part.contentType === undefined ? '' : `Content-Type: ${part.contentType}${eol}`;
        chunks.push(
          Buffer.from(
            `--${boundary}${eol}Content-Disposition: form-data; name="${part.name}"${filename}${eol}`,
          ),
          Buffer.from(`${type}${eol}`),
          part.value,
          Buffer.from(eol),
        );
      }
      if (envelope !== 'no closing') chunks.push(Buffer.from(`--${boundary}--${eol}`));
      let payload = Buffer.concat(chunks);
      if (envelope === 'cut') payload = payload.subarray(0, Math.floor(payload.length * cutAt));
      const contentType = {
        'no boundary': 'multipart/form-data',
        'empty boundary': 'multipart/form-data; boundary=',
        'other boundary': 'multipart/form-data; boundary=otro-limite',
        'quoted boundary': `multipart/form-data; boundary="${boundary}"`,
      }[envelope as string];
      const summary = `${envelope}; parts: ${parts
        .map((p) =>
          p.filename === undefined
            ? `${JSON.stringify(p.name)}=${JSON.stringify(p.value.toString().slice(0, 60))}`
            : `${JSON.stringify(p.name)} file ${JSON.stringify(p.filename.slice(0, 40))} (${p.value.length} bytes, ${p.contentType?.slice(0, 30)})`,
        )
        .join(', ')}`;
      return {
        headers: { 'content-type': contentType ?? `multipart/form-data; boundary=${boundary}` },
        payload,
        summary,
      };
    });
}
