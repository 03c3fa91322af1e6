import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { news } from '../db/schema.ts';
import { imageReferences } from '../modules/index.ts';
import { startServer } from '../serve.ts';
import { freshDatabase, useTestApp } from '../test/build-test-app.ts';
import { as, createCommunity, createTwoCommunities } from '../test/factories.ts';
import { multipart, pngImage } from '../test/images.ts';
import { STAGING_DIR } from './storage.ts';
import { sweepStagedImages, withStoredImage } from './stored-images.ts';

// Files of a transaction that did not commit never stay: an image is staged (never served), promoted
// after the commit, removed when the write fails, and a crash in between is settled at the next
// start by the sweep of the staging folder.

const silent = { info: () => {}, warn: () => {} };

/** The columns of a valid news row of `communityId` naming `imageUrl`. */
const newsValues = (communityId: string, imageUrl: string | null) => ({
  communityId,
  title: 'Noticia con imagen pendiente',
  summary: 'Su archivo quedó en espera de la transacción',
  content: 'El servidor guarda la fila y luego mueve su archivo a la carpeta de las imágenes.',
  priority: 3,
  imageUrl,
});

/** A news row as a committed write leaves it. */
async function insertNewsRow(db: Db, communityId: string, imageUrl: string) {
  const [row] = await db.insert(news).values(newsValues(communityId, imageUrl)).returning();
  return row!;
}

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

describe('images stored with their rows', () => {
  const kit = useTestApp();
  let pastor: ReturnType<typeof as>;
  let communityId: string;
  const folder = () => path.join(kit.t.uploadsDir, 'news');
  const staging = () => path.join(kit.t.uploadsDir, STAGING_DIR, 'news');

  beforeAll(async () => {
    const cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
    pastor = as(kit.t.app, cast.a.tokens.pastor);
    communityId = cast.a.community.id;
  });

  it('ends a normal upload in uploads/news/<name>, served, with nothing left staged', async () => {
    const form = multipart(
      {
        title: 'Gran vigilia de oración',
        summary: 'Una noche entera de oración por nuestra ciudad',
        content: 'Te invitamos a una noche de oración, adoración y comunión con toda la iglesia.',
        priority: '2',
      },
      { field: 'imageFile', name: 'foto.png', type: 'image/png', data: await pngImage(300, 200) },
    );
    const res = await pastor({ method: 'POST', url: '/api/community/news', ...form });
    expect(res.statusCode, res.body).toBe(201);
    const name = res.json().imageUrl;
    expect(filesIn(folder())).toContain(name);
    expect(filesIn(staging())).toEqual([]);
    const served = await kit.t.app.inject({ method: 'GET', url: `/uploads/news/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('never serves the staging folder', async () => {
    const name = kit.t.app.storage.newName('jpg');
    await kit.t.app.storage.stage('news', name, await pngImage(20, 20));
    try {
      for (const url of [
        `/uploads/${STAGING_DIR}/news/${name}`,
        `/uploads/%2Estaging/news/${name}`,
        `/uploads/news/../${STAGING_DIR}/news/${name}`,
        `/uploads/${STAGING_DIR}/`,
      ]) {
        const res = await kit.t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await kit.t.app.storage.discard('news', name);
    }
  });

  it('leaves no file in either folder when the transaction fails, whether in the code or in the database', async () => {
    const before = filesIn(folder());
    const rows = (await kit.t.database.db.select().from(news)).length;
    const image = await pngImage(300, 200);
    const failures: [string, (tx: Tx, fileName: string | null) => Promise<void>][] = [
      [
        'an error after the row was written',
        async (tx, fileName) => {
          await tx.insert(news).values(newsValues(communityId, fileName));
          throw new Error('falla después de escribir');
        },
      ],
      [
        // A priority out of range: the CHECK constraint refuses the insert inside the transaction.
        'the database refusing the row',
        async (tx, fileName) => {
          await tx.insert(news).values({ ...newsValues(communityId, fileName), priority: 5 });
        },
      ],
    ];
    for (const [label, work] of failures) {
      let staged: string[] = [];
      const error = await withStoredImage(kit.t.app, 'news', image, async (tx, fileName) => {
        staged = filesIn(staging());
        await work(tx, fileName);
      }).catch((e: unknown) => e);
      expect(error, label).toBeInstanceOf(Error);
      // The file was staged during the transaction, and is gone from both folders after it.
      expect(staged.length, label).toBe(1);
      expect(filesIn(staging()), label).toEqual([]);
      expect(filesIn(folder()), label).toEqual(before);
    }
    expect((await kit.t.database.db.select().from(news)).length).toBe(rows);
  });

  it('keeps the file staged when the commit is unconfirmed (connection lost), for the sweep to settle', async () => {
    const transaction = kit.t.app.db.transaction;
    // The row commits, then the answer to COMMIT is lost with the connection.
    kit.t.app.db.transaction = (async (work: Parameters<typeof transaction>[0]) => {
      await transaction.call(kit.t.app.db, work);
      throw new Error('Connection terminated unexpectedly');
    }) as typeof transaction;
    let name: string | null = null;
    try {
      const error = await withStoredImage(
        kit.t.app,
        'news',
        await pngImage(300, 200),
        async (tx, fileName) => {
          name = fileName;
          await tx.insert(news).values(newsValues(communityId, fileName));
        },
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
    } finally {
      kit.t.app.db.transaction = transaction;
    }
    expect(filesIn(staging())).toEqual([name]);
    const swept = await sweepStagedImages(kit.t.database.db, kit.t.app.storage, imageReferences, silent);
    expect(swept).toEqual({ promoted: [`news/${name}`], removed: [], orphans: [] });
    expect(filesIn(staging())).toEqual([]);
    expect((await kit.t.app.inject({ method: 'GET', url: `/uploads/news/${name}` })).statusCode).toBe(200);
  });

  it('sweeps the staging folder: promotes a file whose row committed, removes any other', async () => {
    const image = await pngImage(40, 30);
    const committed = kit.t.app.storage.newName('jpg');
    const orphan = kit.t.app.storage.newName('jpg');
    const unknownType = kit.t.app.storage.newName('jpg');
    // A crash between the commit and the rename, and one before the commit.
    await kit.t.app.storage.stage('news', committed, image);
    const row = await insertNewsRow(kit.t.database.db, communityId, committed);
    await kit.t.app.storage.stage('news', orphan, image);
    // A type no domain registered, and debris that is no staged image at all.
    await kit.t.app.storage.stage('carteles', unknownType, image);
    writeFileSync(path.join(staging(), 'a-medias.tmp~'), 'x');
    writeFileSync(path.join(kit.t.uploadsDir, STAGING_DIR, 'suelto.jpg'), 'x');

    const swept = await sweepStagedImages(kit.t.database.db, kit.t.app.storage, imageReferences, silent);
    expect(swept.promoted).toEqual([`news/${committed}`]);
    expect(swept.removed.sort()).toEqual([`carteles/${unknownType}`, `news/${orphan}`].sort());
    expect(filesIn(path.join(kit.t.uploadsDir, STAGING_DIR, 'carteles'))).toEqual([]);
    expect(filesIn(staging())).toEqual([]);
    expect(filesIn(path.join(kit.t.uploadsDir, STAGING_DIR)).filter((f) => f === 'suelto.jpg')).toEqual([]);
    expect(filesIn(folder())).toContain(committed);
    expect(filesIn(folder())).not.toContain(orphan);
    const read = await pastor({ method: 'GET', url: `/api/community/news/${row.id}` });
    expect(read.json().imageUrl).toBe(committed);
    expect((await kit.t.app.inject({ method: 'GET', url: `/uploads/news/${committed}` })).statusCode).toBe(
      200,
    );
    await kit.t.database.db.delete(news).where(eq(news.id, row.id));
  });

  it('removes at start a stored image no row names any more (a crash came before its removal)', async () => {
    const image = await pngImage(20, 20);
    const kept = kit.t.app.storage.newName('jpg');
    const leftover = kit.t.app.storage.newName('jpg');
    await kit.t.app.storage.write('news', kept, image);
    await kit.t.app.storage.write('news', leftover, image);
    const row = await insertNewsRow(kit.t.database.db, communityId, kept);
    const swept = await sweepStagedImages(kit.t.database.db, kit.t.app.storage, imageReferences, silent);
    expect(swept.orphans).toContain(`news/${leftover}`);
    expect(swept.orphans).not.toContain(`news/${kept}`);
    expect(filesIn(folder())).toContain(kept);
    expect(filesIn(folder())).not.toContain(leftover);
    await kit.t.database.db.delete(news).where(eq(news.id, row.id));
  });
});

describe('the server at start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'koinonia-sweep-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('settles the staged images before it takes requests', async () => {
    // The state a crash leaves: a committed row naming a staged file,
    // and a staged file no row names.
    const committed = '11111111-1111-4111-8111-111111111111.jpg';
    const orphan = '22222222-2222-4222-8222-222222222222.jpg';
    const { database, drop } = await freshDatabase();
    const community = await createCommunity(database.db);
    await insertNewsRow(database.db, community.id, committed);
    const staging = path.join(dataDir, 'uploads', STAGING_DIR, 'news');
    mkdirSync(staging, { recursive: true });
    const image = await pngImage(40, 30);
    writeFileSync(path.join(staging, committed), image);
    writeFileSync(path.join(staging, orphan), image);

    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    const { app, url } = await startServer(config, database);
    try {
      expect(filesIn(staging)).toEqual([]);
      expect(filesIn(path.join(dataDir, 'uploads', 'news'))).toEqual([committed]);
      const base = url.replace('localhost', '127.0.0.1');
      const served = await fetch(`${base}/uploads/news/${committed}`);
      expect(served.status).toBe(200);
      expect((await fetch(`${base}/uploads/news/${orphan}`)).status).toBe(404);
    } finally {
      await app.close();
      await drop();
    }
  });
});
