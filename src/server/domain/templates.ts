import { sql } from 'kysely';
import { fromBasisPoints, percentsSumToOne, toBasisPoints } from '../../common/grading';
import type { ScoreColumnRow, SubjectRow, TemplateRow } from '../../common/contract/admin';
import type { ScoreColumnInput, TemplateAddInput, TemplateEditInput } from '../../common/validation/templates';
import type { Engine } from '../db/engine';
import type { Ctx } from './context';
import type { TokenClaims } from '../auth/tokens';
import { badRequest, conflict, notFound, refused } from './errors';
import { isUniqueViolation, type Q } from './db';
import { scoresWithSeat } from './queries/joins';

/**
 * Score templates and their columns (design.md section 4 "Template"): percents are fractions in (0, 1]
 * that sum to exactly 1 (stored in ten-thousandths); columns cannot change once a board using the
 * template has a mark.
 */

export async function templateRows(db: Q, id?: number): Promise<TemplateRow[]> {
  let q = db
    .selectFrom('template as t')
    .innerJoin('subject as su', 'su.Id', 't.SubjectId')
    .select((eb) => [
      't.Id',
      't.Name',
      't.SubjectId',
      't.ApplyDate',
      't.Status',
      'su.Name as SubjectName',
      eb.selectFrom('score_column as c').select(sql<number>`count(*)`.as('n')).whereRef('c.TemplateId', '=', 't.Id').as('ColumnCount'),
      eb
        .selectFrom('score_column as c')
        .select(sql<number>`coalesce(sum(c."PercentBp"), 0)`.as('n'))
        .whereRef('c.TemplateId', '=', 't.Id')
        .as('PercentBp'),
      eb.selectFrom('board as b').select(sql<number>`count(*)`.as('n')).whereRef('b.TemplateId', '=', 't.Id').as('BoardCount'),
    ])
    .orderBy('t.Id');
  if (id !== undefined) q = q.where('t.Id', '=', id);
  const rows = await q.execute();
  return rows.map(({ PercentBp, ...r }) => ({
    ...r,
    ColumnCount: Number(r.ColumnCount ?? 0),
    BoardCount: Number(r.BoardCount ?? 0),
    PercentTotal: fromBasisPoints(Number(PercentBp ?? 0)),
  }));
}

export async function scoreColumnRows(db: Q, templateId: number): Promise<ScoreColumnRow[]> {
  const rows = await db.selectFrom('score_column').select(['Id', 'Name', 'PercentBp']).where('TemplateId', '=', templateId).orderBy('Id').execute();
  return rows.map((r) => ({ id: r.Id, name: r.Name, percent: fromBasisPoints(r.PercentBp) }));
}

export async function templateSubjectRows(db: Q, templateId: number): Promise<SubjectRow[]> {
  return db
    .selectFrom('template as t')
    .innerJoin('subject as su', 'su.Id', 't.SubjectId')
    .select(['su.Id', 'su.Name', 'su.Description'])
    .where('t.Id', '=', templateId)
    .execute();
}

/**
 * Who may read a template's columns: the admin, or a lecturer sitting on a board that uses the template
 * (the marking grid). Unknown template, or one the lecturer does not mark with: 404 alike.
 */
export async function assertMayReadTemplate(db: Q, who: TokenClaims, templateId: number): Promise<void> {
  await requireTemplate(db, templateId);
  if (who.role === 'admin') return;
  const seat = await db
    .selectFrom('lecture_in_board as l')
    .innerJoin('board as b', 'b.Id', 'l.BoardId')
    .select('l.Id')
    .where('l.TeacherId', '=', who.userId)
    .where('b.TemplateId', '=', templateId)
    .limit(1)
    .executeTakeFirst();
  if (!seat) throw notFound('templateUnknown');
}

async function requireTemplate(db: Q, id: number, engine?: Engine): Promise<void> {
  let q = db.selectFrom('template').select('Id').where('Id', '=', id);
  if (engine === 'postgres') q = q.forUpdate();
  if (!(await q.executeTakeFirst())) throw notFound('templateUnknown');
}

/** The spec's client reads the refusal's text from `massage` too: the same text twice. */
const duplicateId = (id: number) => {
  const refusal = refused(401, 'templateIdTaken', { id });
  return refusal.with({ massage: refusal.message });
};

/** Checks a new template before anything is written: subject known, id free. */
async function checkNewTemplate(db: Q, input: TemplateAddInput): Promise<void> {
  const subject = await db.selectFrom('subject').select('Id').where('Id', '=', input.subjectId).executeTakeFirst();
  if (!subject) throw notFound('subjectUnknown');
  const taken = await db.selectFrom('template').select('Id').where('Id', '=', input.id).executeTakeFirst();
  if (taken) throw duplicateId(input.id);
}

function basisPointsOf(columns: ScoreColumnInput[]): number[] {
  const bps = columns.map((c) => toBasisPoints(c.percent));
  if (bps.some((b) => b === null) || !percentsSumToOne(bps as number[])) {
    throw badRequest('percentsNot100');
  }
  return bps as number[];
}

async function insertColumns(trx: Q, templateId: number, columns: ScoreColumnInput[], bps: number[]): Promise<void> {
  await trx
    .insertInto('score_column')
    .values(columns.map((c, i) => ({ Name: c.name, PercentBp: bps[i]!, TemplateId: templateId })))
    .execute();
}

/** POST /template/add: the template alone (its columns follow with /scoreColumn/adds). */
export async function addTemplate({ db }: Ctx, input: TemplateAddInput): Promise<void> {
  await checkNewTemplate(db, input);
  try {
    await db.insertInto('template').values({ Id: input.id, Name: input.name, SubjectId: input.subjectId, ApplyDate: input.applydate }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateId(input.id);
    throw error;
  }
}

/** POST /template/addwithcolumns: everything checked first, then template and columns in one transaction. */
export async function addTemplateWithColumns({ db }: Ctx, input: TemplateAddInput, columns: ScoreColumnInput[]): Promise<void> {
  const bps = basisPointsOf(columns);
  await checkNewTemplate(db, input);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('template').values({ Id: input.id, Name: input.name, SubjectId: input.subjectId, ApplyDate: input.applydate }).execute();
      await insertColumns(trx, input.id, columns, bps);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateId(input.id);
    throw error;
  }
}

/** True once a board using the template has a mark (its columns are locked). */
export async function hasTemplateMarks(db: Q, templateId: number): Promise<boolean> {
  const mark = await scoresWithSeat(db)
    .innerJoin('board as b', 'b.Id', 'lb.BoardId')
    .select('sc.Id')
    .where('b.TemplateId', '=', templateId)
    .limit(1)
    .executeTakeFirst();
  return !!mark;
}

/** Refuses (409) once a board using the template has a mark, or the history of marks refers to its columns. */
async function refuseIfMarked(trx: Q, templateId: number): Promise<void> {
  const mark = await hasTemplateMarks(trx, templateId);
  const history = await trx
    .selectFrom('score_history as h')
    .innerJoin('score_column as c', 'c.Id', 'h.ScoreColumnId')
    .select('h.Id')
    .where('c.TemplateId', '=', templateId)
    .limit(1)
    .executeTakeFirst();
  if (mark || history) {
    throw conflict('templateColumnsLocked', { id: templateId });
  }
}

/** POST /scoreColumn/adds: the columns of a template that has none yet, all or nothing. */
export async function addColumns(ctx: Ctx, templateId: number, columns: ScoreColumnInput[]): Promise<void> {
  const { db, engine } = ctx;
  const bps = basisPointsOf(columns);
  await db.transaction().execute(async (trx) => {
    await requireTemplate(trx, templateId, engine);
    await refuseIfMarked(trx, templateId);
    const existing = await trx.selectFrom('score_column').select('Id').where('TemplateId', '=', templateId).limit(1).executeTakeFirst();
    if (existing) {
      throw conflict('templateHasColumns', { id: templateId });
    }
    await insertColumns(trx, templateId, columns, bps);
  });
}

/** PUT /scorecolumn/replace: every column of a template replaced at once, while no board using it has a mark. */
export async function replaceColumns(ctx: Ctx, templateId: number, columns: ScoreColumnInput[]): Promise<void> {
  const { db, engine } = ctx;
  const bps = basisPointsOf(columns);
  await db.transaction().execute(async (trx) => {
    await requireTemplate(trx, templateId, engine);
    await refuseIfMarked(trx, templateId);
    await trx.deleteFrom('score_column').where('TemplateId', '=', templateId).execute();
    await insertColumns(trx, templateId, columns, bps);
  });
}

/**
 * DELETE /scorecolumn/{id}: while no board using the template has a mark, and only if the remaining
 * columns still sum to 100 % (or it is the template's last column).
 */
export async function deleteColumn(ctx: Ctx, id: number): Promise<void> {
  const { db, engine } = ctx;
  await db.transaction().execute(async (trx) => {
    const column = await trx.selectFrom('score_column').select(['TemplateId']).where('Id', '=', id).executeTakeFirst();
    if (!column) throw notFound('scoreColumnUnknown');
    await requireTemplate(trx, column.TemplateId, engine);
    await refuseIfMarked(trx, column.TemplateId);
    const others = await trx.selectFrom('score_column').select('PercentBp').where('TemplateId', '=', column.TemplateId).where('Id', '<>', id).execute();
    if (others.length > 0 && !percentsSumToOne(others.map((o) => o.PercentBp))) {
      throw conflict(
        'deleteColumnBreaks100', { id, template: column.TemplateId },
      );
    }
    await trx.deleteFrom('score_column').where('Id', '=', id).execute();
  });
}

/**
 * PUT /template/edit: name and apply date at any time; the columns, when sent and different from the
 * stored ones, only while no board using the template has a mark (the same refusal as the column routes).
 */
export async function editTemplate(ctx: Ctx, id: number, input: TemplateEditInput): Promise<void> {
  const { db, engine } = ctx;
  const bps = input.dataColumn ? basisPointsOf(input.dataColumn) : null;
  await db.transaction().execute(async (trx) => {
    await requireTemplate(trx, id, engine);
    if (input.dataColumn && bps) {
      const stored = await trx.selectFrom('score_column').select(['Name', 'PercentBp']).where('TemplateId', '=', id).orderBy('Id').execute();
      const same = stored.length === bps.length && stored.every((c, i) => c.Name === input.dataColumn![i]!.name.trim() && c.PercentBp === bps[i]);
      if (!same) {
        await refuseIfMarked(trx, id);
        await trx.deleteFrom('score_column').where('TemplateId', '=', id).execute();
        await insertColumns(trx, id, input.dataColumn.map((c) => ({ ...c, name: c.name.trim() })), bps);
      }
    }
    await trx.updateTable('template').set({ Name: input.name.trim(), ApplyDate: input.applydate }).where('Id', '=', id).execute();
  });
}
