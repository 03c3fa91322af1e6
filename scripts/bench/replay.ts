import type { TracedStatement } from '../../apps/api/src/db/sql-trace-store.ts';

/**
 * What the raw server runs for one path: stages one after the other, the units of a stage at once. A
 * unit is one statement, or a whole transaction (its statements in order, on one checked-out client).
 * A statement the API issued while an earlier one of the same request was in flight (a Promise.all)
 * joins the stage before it; any other starts a new stage.
 */
export type Unit = { tx: false; statement: TracedStatement } | { tx: true; statements: TracedStatement[] };
export type Stage = Unit[];

export function stagesOf(statements: readonly TracedStatement[]): Stage[] {
  const stages: Stage[] = [];
  const transactions = new Map<number, TracedStatement[]>();
  for (const statement of statements) {
    if (statement.tx !== undefined) {
      const open = transactions.get(statement.tx);
      if (open) {
        open.push(statement);
        continue;
      }
      const statementsOfTx = [statement];
      transactions.set(statement.tx, statementsOfTx);
      addUnit(stages, statement.concurrent, { tx: true, statements: statementsOfTx });
    } else addUnit(stages, statement.concurrent, { tx: false, statement });
  }
  return stages;
}

function addUnit(stages: Stage[], concurrent: boolean, unit: Unit): void {
  const last = stages.at(-1);
  if (concurrent && last) last.push(unit);
  else stages.push([unit]);
}

/** "5 statements in 3 stages (1 + 3 + 1)": how a path's SQL is replayed. */
export function describeStages(stages: readonly Stage[]): string {
  const count = stages.reduce((n, s) => n + s.reduce((m, u) => m + (u.tx ? u.statements.length : 1), 0), 0);
  const txs = stages.reduce((n, s) => n + s.filter((u) => u.tx).length, 0);
  return `${count} statement(s) in ${stages.length} stage(s) (${stages.map((s) => s.length).join(' + ')})${txs ? `, ${txs} transaction(s)` : ''}`;
}
