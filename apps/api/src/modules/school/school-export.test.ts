import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { schoolEnrollments } from '../../db/schema.ts';
import { bogotaDay } from '../../lib/days.ts';
import { createUser } from '../../test/factories.ts';
import { ADMIN, useSchoolTestApp } from './school.test-kit.ts';

// The enrollments' export: CSV (UTF-8 with BOM, ';' as Excel in Spanish splits it, Spanish headers, formulas escaped, filters applied)
// and XLSX (read back with exceljs).

const { db, freshCommunity, insertCourse, insertInstructor, insertEnrollment } = useSchoolTestApp();

const HEADERS = [
  'Estudiante',
  'Correo',
  'Teléfono',
  'Documento',
  'Dirección',
  'Curso',
  'Instructor',
  'Estado',
  'Fecha de inscripción',
  'Motivación',
  'Razón de rechazo',
  'WhatsApp enviado',
];

async function setup() {
  const c = await freshCommunity();
  const instructor = await insertInstructor({ communityId: c.id, name: 'Ñoño Pérez' });
  const course = await insertCourse({
    communityId: c.id,
    instructorId: instructor.id,
    title: 'Teología básica',
  });
  await insertEnrollment(course.id, 'REJECTED', {
    snapshotName: '=HYPERLINK("x")',
    snapshotEmail: 'malo@prueba.test',
    snapshotPhone: '+57 300 123 4567',
    snapshotAddress: '+SUM(1)',
    rejectionReason: 'Sin requisitos',
    enrollmentDate: new Date('2030-05-01T03:30:00Z'),
  });
  await insertEnrollment(course.id, 'CONFIRMED', {
    snapshotName: 'José Ángel Núñez',
    snapshotEmail: 'jose@prueba.test',
    snapshotPhone: '3001234567',
    snapshotDocumentNumber: '10203040',
    snapshotAddress: 'Cra 7 # 8-9',
    motivation: 'Aprender, "servir"',
    whatsappSent: true,
    enrollmentDate: new Date('2030-05-02T15:45:00Z'),
  });
  return c;
}

describe('enrollments export', () => {
  it('answers a CSV with BOM, Spanish headers and labels, Bogotá times, formulas escaped', async () => {
    const c = await setup();
    const res = await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments/export?format=csv` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="inscripciones-escuela-biblica-${bogotaDay(new Date())}.csv"`,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\n');
    expect(lines[0]).toBe(HEADERS.join(';'));
    expect(lines[1]).toBe(
      'José Ángel Núñez;jose@prueba.test;3001234567;10203040;Cra 7 # 8-9;Teología básica;Ñoño Pérez;Confirmada;2030-05-02 10:45;"Aprender, ""servir""";;Sí',
    );
    expect(lines[2]).toBe(
      // A phone number is kept as it is; any other text that starts like a formula is escaped.
      `"'=HYPERLINK(""x"")";malo@prueba.test;+57 300 123 4567;;'+SUM(1);Teología básica;Ñoño Pérez;Rechazada;2030-04-30 22:30;;Sin requisitos;No`,
    );
    expect(lines).toHaveLength(3);
  });

  it('applies the filters', async () => {
    const c = await setup();
    const res = await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments/export?status=CONFIRMED` });
    const lines = res.rawPayload.subarray(3).toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('José Ángel Núñez');
    const none = await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments/export?search=nadie` });
    expect(none.rawPayload.subarray(3).toString('utf8').trim().split('\n')).toEqual([HEADERS.join(';')]);
    const bad = await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments/export?format=pdf` });
    expect(bad.statusCode).toBe(400);
  });

  it('answers an XLSX that opens back with exceljs', async () => {
    const c = await setup();
    const res = await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments/export?format=xlsx` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /inscripciones-escuela-biblica-\d{4}-\d{2}-\d{2}\.xlsx/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Inscripciones')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    expect(sheet.getRow(2).getCell(1).value).toBe('José Ángel Núñez');
    expect(sheet.getRow(2).getCell(8).value).toBe('Confirmada');
    expect((sheet.getRow(2).getCell(9).value as Date).toISOString()).toBe('2030-05-02T10:45:00.000Z');
    expect(sheet.getRow(3).getCell(1).value).toBe('=HYPERLINK("x")');
    expect(sheet.rowCount).toBe(3);
  });

  it('streams more rows than a chunk, all of them, newest first', async () => {
    const c = await freshCommunity();
    const course = await insertCourse({ communityId: c.id, capacity: 100 });
    const user = await createUser(db());
    const base = Date.parse('2030-01-01T00:00:00Z');
    await db()
      .insert(schoolEnrollments)
      .values(
        Array.from({ length: 1205 }, (_, i) => ({
          communityId: c.id,
          courseId: course.id,
          userId: user.id,
          status: 'REJECTED' as const,
          rejectionReason: 'x',
          snapshotName: `Persona ${String(i).padStart(4, '0')}`,
          snapshotEmail: `p${i}@prueba.test`,
          enrollmentDate: new Date(base + Math.floor(i / 2) * 60_000),
        })),
      );
    const res = await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments/export` });
    const lines = res.rawPayload.subarray(3).toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(1206);
    expect(new Set(lines.slice(1).map((l) => l.split(';')[0])).size).toBe(1205);
    expect(lines[1]).toMatch(/^Persona 120[34]/);
  });
});
