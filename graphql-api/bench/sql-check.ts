/**
 * `node -r @swc-node/register bench/sql-check.ts` (from graphql-api/): proves that the bare server of
 * `npm run bench` does Repaso's work. On an embedded PostgreSQL that logs every statement it receives
 * (`log_statement = all`), it sends every benchmarked request once to Repaso and once to the bare server, with a
 * marker statement between them, and compares the two statement lists (session or token lookup included: text, values,
 * and whether the values were bound or written in; statements a server sends at once may arrive in either order, a
 * transaction's may not) and the two answers, byte for byte. Only what must differ is blanked: the current time (in
 * statements and answers), a REST card's recall probability at that instant and a rating's new review id. A rating is
 * made on Repaso, undone through Repaso's API (the card, its folder's and the learner's figures back as they were),
 * then made again on the bare server, so both rate the same card in the same state. Prints the statements and
 * Repaso's answers with SQL_CHECK_VERBOSE=1; exits 1 on a difference.
 */
import { isDeepStrictEqual } from 'node:util';
import { Pool } from 'pg';
import {
  asBrowser,
  asTool,
  type BenchRequest,
  createTokens,
  type FreshValues,
  freshValues,
  getJson,
  type Learner,
  operationOf,
  prepareLearners,
  ratingRequest,
  rest,
  restRating,
  restReads,
  runBench,
  type Server,
  screenRequests,
  seedHeavyLearner,
  send,
  startDatabase,
  startServer,
  webCall,
} from './harness';
import { webRequest } from './web-operations';

/** A statement as PostgreSQL logged it: sent with bind parameters (`execute`) or with its values in its text. */
type Statement = { pid: number; sql: string; bound: boolean; parameters?: string };

/** The statements of a `log_line_prefix = '@@%p@@ '` log; a statement's bind parameters come in a DETAIL record. */
function parseLog(text: string): Statement[] {
  const statements: Statement[] = [];
  for (const record of text.split(/\n(?=@@\d+@@ )/)) {
    const match = /^@@(\d+)@@ (\w+):\s+([\s\S]*)$/.exec(record.trimEnd());
    if (!match) continue;
    const [, pid, level, message] = match;
    // PostgreSQL indents a message's continuation lines with a tab.
    const body = message.replace(/\n\t/g, '\n');
    const statement = /^(statement|execute [^:]+): ([\s\S]*)$/.exec(body);
    if (level === 'LOG' && statement)
      statements.push({ pid: Number(pid), sql: statement[2], bound: statement[1] !== 'statement' });
    else if (level === 'DETAIL' && body.startsWith('Parameters: ')) {
      const last = statements.findLast((s) => s.pid === Number(pid));
      if (last) last.parameters = body.slice('Parameters: '.length);
    }
  }
  return statements;
}

const markSql = (label: string) => `select 'bench-mark ${label.replace(/'/g, '')}'`;

/** Instants within a quarter of an hour of now (the request's time), in any of the forms PostgreSQL and JSON show. */
function blankNow(text: string): string {
  return text.replace(/\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d(:\d\d)?)?/g, (instant, _fraction, zone) => {
    const iso = instant.replace(' ', 'T');
    const at = Date.parse(!zone ? `${iso}Z` : /^[+-]\d\d$/.test(zone) ? `${iso}:00` : iso);
    return Math.abs(at - Date.now()) < 15 * 60_000 ? '<now>' : instant;
  });
}

function normalize(statement: Statement): string {
  const sql = `${statement.bound ? '(bound) ' : ''}${blankNow(statement.sql)}`;
  let parameters = statement.parameters && blankNow(statement.parameters);
  // connect-pg-simple's second parameter is the current Unix time.
  if (sql.includes('"sessions"')) parameters = parameters?.replace(/\$2 = '\d+'/, "$2 = '<now>'");
  return parameters ? `${sql}\n    -- ${parameters}` : sql;
}

/**
 * What may differ between two answers, blanked one after the other: a new review's id, a REST card's recall
 * probability at the instant of the request, the time of the request.
 */
const blanks: [string, (text: string) => string][] = [
  ['the review id', (text) => text.replace(/"reviewId":("\d+"|\d+)/g, '"reviewId":"<id>"')],
  ['recall now', (text) => text.replace(/"retrievability":[-\d.e]+/g, '"retrievability":0')],
  ['the time', blankNow],
];

/** How two answers agree: byte for byte, or once some of `blanks` are blanked (which), or not at all. */
function compareAnswers([a, b]: [string, string]): { same: boolean; blanked: string[]; a: string; b: string } {
  const blanked: string[] = [];
  for (const [what, blank] of blanks) {
    if (a === b) break;
    [a, b] = [blank(a), blank(b)];
    blanked.push(what);
  }
  return { same: a === b, blanked, a, b };
}

type Check = {
  label: string;
  /** Sent as is to both servers (with the same fresh values). */
  request: BenchRequest;
  /** Before each server's request (outside its window): what both must meet, such as a token unused for a minute. */
  before?: () => Promise<unknown>;
  /** After Repaso's request (outside the windows): undoes a rating, so the bare server rates the same card. */
  undo?: (answer: string) => Promise<unknown>;
};

type Outcome = { check: Check; answers: [string, string] };

/** Where two texts part, with a little of each. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 60);
  return `at byte ${i}:\n      Repaso …${a.slice(from, i + 60)}…\n      bare   …${b.slice(from, i + 60)}…`;
}

/** The statements of each transaction (`begin` to `commit` or `rollback` on one connection), in order. */
function transactions(statements: Statement[]): string[][] {
  const open = new Map<number, string[]>();
  const done: string[][] = [];
  for (const statement of statements) {
    const sql = normalize(statement);
    if (/^begin$/i.test(statement.sql)) open.set(statement.pid, [sql]);
    else if (open.has(statement.pid)) {
      const list = open.get(statement.pid) as string[];
      list.push(sql);
      if (/^(commit|rollback)$/i.test(statement.sql)) {
        done.push(list);
        open.delete(statement.pid);
      }
    }
  }
  return done.map((list) => list).sort((x, y) => x.join('\n').localeCompare(y.join('\n')));
}

async function main(): Promise<boolean> {
  const db = await startDatabase({ logStatements: true });
  const servers: Server[] = [];
  const marks = new Pool({ connectionString: db.url, max: 1 });
  let failed = false;
  try {
    const repaso = await startServer('Repaso', db.url);
    servers.push(repaso);
    const bare = await startServer('bare', db.url);
    servers.push(bare);
    const learners = await prepareLearners(repaso.base, 1);
    const { typical, rater, studySessionId } = learners;
    const heavy = await seedHeavyLearner(repaso.base, marks);
    heavy.tokens = await createTokens(repaso.base, heavy, 1);
    const [heavyFolder] = await getJson<{ id: number }[]>(repaso.base, heavy, '/api/folders');

    // A token used less than a minute ago is not written again; one unused for longer gets its `last_used_at`.
    const tokenUsed = (learner: Learner, recently: boolean) => () =>
      marks.query(`update api_tokens set last_used_at = ${recently ? 'now()' : 'null'} where user_id = $1`, [
        learner.userId,
      ]);

    const checks: Check[] = [];
    for (const [name, learner, folderId] of [
      ['typical', typical, learners.folderId],
      ['heavy', heavy, heavyFolder.id],
    ] as const) {
      const screens = await screenRequests(folderId);
      for (const { screen, request } of screens) {
        checks.push({
          label: `${name}, browser: ${screen}: GraphQL ${operationOf(request)}`,
          request: asBrowser(learner, request),
        });
      }
      restReads.forEach((path, i) => {
        checks.push({
          label: `${name}, token: GET ${path}${i === 0 ? ' (token unused for a minute)' : ''}`,
          request: asTool(learner.tokens[0], rest('GET', path)),
          before: tokenUsed(learner, i !== 0),
        });
      });
      for (const { screen, request } of screens) {
        checks.push({
          label: `${name}, token: ${screen}: GraphQL ${operationOf(request)}`,
          request: asTool(learner.tokens[0], request),
          before: tokenUsed(learner, true),
        });
      }
    }

    // Ratings: each client's, of a new card with each rating, then of the same cards again (a reviewed card's path).
    const undoAs = (learner: Learner) => async (answer: string) => {
      const parsed = JSON.parse(answer) as { reviewId?: string | number; data?: { reviewCard: { reviewId: string } } };
      const reviewId = String(parsed.data?.reviewCard.reviewId ?? parsed.reviewId);
      await webCall(repaso.base, learner, await webRequest('UndoReview', { reviewId }));
    };
    // The rater has rated nothing yet: every card is new.
    const newCards = learners.raterCards;
    const clients: [string, (cardId: number, i: number) => Promise<BenchRequest>][] = [
      ['browser: GraphQL ReviewCard', async (id, i) => asBrowser(rater, await ratingRequest(id, i, studySessionId))],
      ['token: POST /api/cards/{id}/review', async (id, i) => asTool(rater.tokens[0], restRating(id, i))],
      ['token: GraphQL ReviewCard', async (id, i) => asTool(rater.tokens[0], await ratingRequest(id, i, null))],
    ];
    for (const [c, [label, request]] of clients.entries()) {
      for (const again of [false, true]) {
        for (let i = 0; i < 3; i++) {
          const card = newCards[c * 3 + i];
          checks.push({
            label: `rater, ${label} ${['easy', 'medium', 'hard'][i]}${again ? ' (reviewed card)' : ' (new card)'}`,
            request: await request(card, i),
            before: tokenUsed(rater, true),
            undo: undoAs(rater),
          });
        }
      }
    }
    // The heavy learner's rating of a card with a long history.
    const [{ id: heavyCard }] = (
      await marks.query<{ id: number }>(
        'select c.id from cards c join folders f on f.id = c.folder_id where f.user_id = $1 and c.review_count > 3 order by c.id limit 1',
        [heavy.userId],
      )
    ).rows;
    checks.push({
      label: 'heavy, browser: rating: GraphQL ReviewCard (reviewed card)',
      request: asBrowser(heavy, await ratingRequest(heavyCard, 1, null)),
      undo: undoAs(heavy),
    });

    const outcomes: Outcome[] = [];
    for (const check of checks) {
      const answers: string[] = [];
      // The same client id and time for both: the bare server's rating is the one Repaso made and undid.
      const values: FreshValues = freshValues();
      for (const server of [repaso, bare]) {
        await check.before?.();
        await marks.query(markSql(`${check.label} ${server.name}`));
        const response = await send(server.base, check.request, values);
        const text = await response.text();
        await marks.query(markSql('between'));
        // Repaso's refusal is the check's own mistake; the bare server's is a difference like any other.
        if (!response.ok && server === repaso) throw new Error(`${check.label} on Repaso: ${response.status} ${text}`);
        if (server === repaso) await check.undo?.(text);
        answers.push(text);
      }
      outcomes.push({ check, answers: answers as [string, string] });
    }
    await marks.query(markSql('end'));
    // The log reaches us through a pipe: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const windows = new Map<string, Statement[]>();
    let current: Statement[] | undefined;
    for (const statement of parseLog(db.log?.() ?? '')) {
      const mark = /^select 'bench-mark (.*)'$/.exec(statement.sql);
      if (mark) {
        current = [];
        windows.set(mark[1], current);
      } else current?.push(statement);
    }
    let identicalBytes = 0;
    for (const { check, answers } of outcomes) {
      const [repasoStatements, bareStatements] = (['Repaso', 'bare'] as const).map(
        (name) => windows.get(`${check.label} ${name}`) ?? [],
      );
      const [repasoSql, bareSql] = [repasoStatements, bareStatements].map((list) => list.map(normalize));
      const inOrder = isDeepStrictEqual(repasoSql, bareSql);
      // Statements a server sends at once (GraphQL's fields resolve together) reach PostgreSQL in either order; a
      // transaction's statements must keep theirs.
      const sameSet =
        isDeepStrictEqual([...repasoSql].sort(), [...bareSql].sort()) &&
        isDeepStrictEqual(transactions(repasoStatements), transactions(bareStatements));
      const sqlSame = (inOrder || sameSet) && repasoSql.length > 0;
      const compared = compareAnswers(answers);
      const answersSame = compared.same;
      if (compared.blanked.length === 0) identicalBytes++;
      failed ||= !sqlSame || !answersSame;
      const verdict = sqlSame
        ? `same ${repasoSql.length} statements${inOrder ? '' : ' (those sent at once in another order)'}`
        : 'STATEMENTS DIFFER';
      const answerVerdict = !answersSame
        ? `ANSWERS DIFFER ${firstDifference(compared.a, compared.b)}`
        : compared.blanked.length === 0
          ? `byte-identical answers (${answers[0].length} bytes)`
          : `identical answers (${answers[0].length} bytes) but for ${compared.blanked.join(', ')}`;
      console.log(`${sqlSame && answersSame ? 'ok  ' : 'FAIL'} ${check.label}: ${verdict}; ${answerVerdict}`);
      if (!sqlSame || process.env.SQL_CHECK_VERBOSE) {
        for (const [name, list] of [
          ['Repaso', repasoSql],
          ['bare', bareSql],
        ] as const) {
          console.log(`  ${name}:`);
          for (const sql of list) console.log(`    ${sql.replace(/\n/g, '\n    ')}`);
        }
      }
      if (process.env.SQL_CHECK_VERBOSE) console.log(`  Repaso's answer: ${answers[0].slice(0, 2000)}`);
    }
    console.log(
      `\n${outcomes.length} requests: ${identicalBytes} byte-identical answers, ${outcomes.length - identicalBytes} ` +
        'identical once a review id (and for REST, recall now and the time) is blanked; ' +
        (failed ? 'DIFFERENCES FOUND' : 'the bare server sends the same statements and answers'),
    );
  } finally {
    await marks.end();
    for (const server of servers) await server.stop();
    await db.stop();
  }
  return !failed;
}

runBench(main);
