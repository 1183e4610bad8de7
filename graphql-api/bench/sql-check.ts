/**
 * `node -r @swc-node/register bench/sql-check.ts` (from graphql-api/): proves that the bare server of
 * `npm run bench` does Repaso's work. On an embedded PostgreSQL that logs every statement it receives
 * (`log_statement = all`), it sends each benchmarked request once to Repaso and once to the bare server,
 * with a marker statement between them, and compares the two statement lists (session lookup included)
 * and the two answers. Only what must differ is blanked: the current time, and the rated card's id when
 * two cards in the same state are rated. Prints the statements with SQL_CHECK_VERBOSE=1; exits 1 on a difference.
 */
import { isDeepStrictEqual } from 'node:util';
import { Pool } from 'pg';
import {
  type BenchRequest,
  getJson,
  hotEndpoints,
  type Learner,
  runBench,
  type Server,
  seedHeavyLearner,
  seedTypicalLearner,
  send,
  startDatabase,
  startServer,
} from './harness';

type Statement = { pid: number; sql: string; parameters?: string };

/** The statements of a `log_line_prefix = '@@%p@@ '` log; a statement's bind parameters come in a DETAIL record. */
function parseLog(text: string): Statement[] {
  const statements: Statement[] = [];
  for (const record of text.split(/\n(?=@@\d+@@ )/)) {
    const match = /^@@(\d+)@@ (\w+):\s+([\s\S]*)$/.exec(record.trimEnd());
    if (!match) continue;
    const [, pid, level, message] = match;
    // PostgreSQL indents a message's continuation lines with a tab.
    const body = message.replace(/\n\t/g, '\n');
    const statement = /^(?:statement|execute [^:]+): ([\s\S]*)$/.exec(body);
    if (level === 'LOG' && statement) statements.push({ pid: Number(pid), sql: statement[1] });
    else if (level === 'DETAIL' && body.startsWith('Parameters: ')) {
      const last = statements.findLast((s) => s.pid === Number(pid));
      if (last) last.parameters = body.slice('Parameters: '.length);
    }
  }
  return statements;
}

const markSql = (label: string) => `select 'bench-mark ${label.replace(/'/g, '')}'`;

/** What may differ between two runs of the same work: the time, and the rated card's id where one is given. */
function normalize(statement: Statement, cardId?: number): string {
  const instants = (text: string) =>
    text.replace(/'\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d(:\d\d)?)'/g, "'<now>'");
  const sql = instants(statement.sql);
  // connect-pg-simple's second parameter is the current Unix time.
  let parameters = statement.parameters && instants(statement.parameters);
  if (sql.includes('"sessions"')) parameters = parameters?.replace(/\$2 = '\d+'/, "$2 = '<now>'");
  if (cardId !== undefined && parameters) {
    // Two different cards are rated: FSRS's fuzz is seeded by the card, so their intervals (and the dates kept in
    // the reviews row's JSON) differ by design. The statements must still be the same ones, value for value.
    parameters = parameters
      .replace(/\d{4}-\d\d-\d\dT[^"']*Z/g, '<time>')
      .replace(new RegExp(`'${cardId}'`, 'g'), "'<card>'")
      .replace(/(?<![\w.$])\d+(\.\d+)?(?![\w.])/g, '<n>');
  }
  // GraphQL's folder list is capped at its 1 000 most recent folders; the REST list (the bare server's) is not.
  parameters = parameters?.replace(/(\$\d+) = '1000'$/, '$1 = NULL');
  return parameters ? `${sql}\n    -- ${parameters}` : sql;
}

type Check = {
  label: string;
  learner: Learner;
  repaso: BenchRequest;
  bare: BenchRequest;
  /** The card each request rates, blanked in the comparison. */
  cards?: [number, number];
  /** How the two answers must agree. */
  answers: 'identical' | 'same rating' | 'same folders';
};

type Outcome = { check: Check; answers: [unknown, unknown] };

function compareAnswers(check: Check, [repaso, bare]: [unknown, unknown]): string | undefined {
  if (check.answers === 'identical') {
    // Retrievability is recall probability at the instant of the request: it differs in its last digits.
    const settled = (value: unknown) =>
      JSON.parse(JSON.stringify(value), (key, v) => (key === 'retrievability' ? 0 : v));
    return isDeepStrictEqual(settled(repaso), settled(bare)) ? undefined : 'answers differ';
  }
  if (check.answers === 'same rating') {
    type Card = Record<string, unknown>;
    const [a, b] = [repaso as Card, bare as Card];
    if (JSON.stringify(Object.keys(a)) !== JSON.stringify(Object.keys(b))) return 'answers have different keys';
    const scheduling = ['difficulty', 'reviewCount', 'interval', 'easeFactor', 'folderId', 'nextReviewAt'];
    const differing = scheduling.filter((key) => a[key] !== b[key]);
    return differing.length ? `answers differ in ${differing.join(', ')}` : undefined;
  }
  type Folder = { id: number | string; name: string; stats?: { totalCards: number; dueCards: number } };
  const graphql = (repaso as { data: { folders: Folder[] } }).data.folders;
  const rest = (bare as (Folder & { cardCount: number; dueCount: number })[]).map((folder) => ({
    id: String(folder.id),
    name: folder.name,
    totals: [folder.cardCount, folder.dueCount],
  }));
  const fromGraphql = graphql.map((folder) => ({
    id: folder.id,
    name: folder.name,
    totals: [folder.stats?.totalCards, folder.stats?.dueCards],
  }));
  return isDeepStrictEqual(fromGraphql, rest) ? undefined : 'folders differ';
}

/** Pairs of never-reviewed cards of one folder: each pair gets the same rating, one from each server. */
async function newCardPairs(base: string, learner: Learner, count: number): Promise<[number, number][]> {
  const [folder] = await getJson<{ id: number }[]>(base, learner, '/api/folders');
  const cards = await getJson<{ id: number; reviewCount: number }[]>(base, learner, `/api/folders/${folder.id}/cards`);
  const fresh = cards.filter((card) => card.reviewCount === 0).map((card) => card.id);
  return Array.from({ length: count }, (_, i) => [fresh[2 * i], fresh[2 * i + 1]]);
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
    const typical = await seedTypicalLearner(repaso.base, 'typical', 40);
    const heavy = await seedHeavyLearner(repaso.base, marks);

    const checks: Check[] = [];
    for (const learner of [typical, heavy]) {
      const name = learner === typical ? 'typical' : 'heavy';
      for (const endpoint of hotEndpoints([])) {
        if (endpoint.repaso.length === 0) continue;
        checks.push({
          label: `${name}: ${endpoint.label}`,
          learner,
          repaso: endpoint.repaso[0],
          bare: endpoint.bare[0],
          answers: endpoint.repaso[0].path === '/graphql' ? 'same folders' : 'identical',
        });
      }
    }
    // Every rating on a new card, then a second rating of the same cards (a reviewed card's path).
    const pairs = await newCardPairs(repaso.base, typical, 3);
    const ratings = ['medium', 'easy', 'hard', 'medium', 'hard', 'easy'] as const;
    ratings.forEach((difficulty, i) => {
      const [a, b] = pairs[i % pairs.length];
      const body = JSON.stringify({ difficulty });
      checks.push({
        label: `typical: POST /api/cards/{id}/review ${difficulty}${i >= pairs.length ? ' (again)' : ''}`,
        learner: typical,
        repaso: { method: 'POST', path: `/api/cards/${a}/review`, body },
        bare: { method: 'POST', path: `/api/cards/${b}/review`, body },
        cards: [a, b],
        answers: 'same rating',
      });
    });

    const outcomes: Outcome[] = [];
    for (const check of checks) {
      const answers: unknown[] = [];
      for (const [server, request] of [
        [repaso, check.repaso],
        [bare, check.bare],
      ] as const) {
        await marks.query(markSql(`${check.label} ${server.name}`));
        const response = await send(server.base, check.learner, request);
        if (!response.ok)
          throw new Error(`${check.label} on ${server.name}: ${response.status} ${await response.text()}`);
        answers.push(await response.json());
      }
      outcomes.push({ check, answers: answers as [unknown, unknown] });
    }
    await marks.query(markSql('end'));
    // The log reaches us through a pipe: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const statements = parseLog(db.log?.() ?? '');
    const windows = new Map<string, Statement[]>();
    let current: Statement[] | undefined;
    for (const statement of statements) {
      const mark = /^select 'bench-mark (.*)'$/.exec(statement.sql);
      if (mark) {
        current = [];
        windows.set(mark[1], current);
      } else current?.push(statement);
    }
    for (const { check, answers } of outcomes) {
      const [repasoSql, bareSql] = (['Repaso', 'bare'] as const).map((name, i) =>
        (windows.get(`${check.label} ${name}`) ?? []).map((statement) => normalize(statement, check.cards?.[i])),
      );
      const sqlSame = isDeepStrictEqual(repasoSql, bareSql) && repasoSql.length > 0;
      const answerProblem = compareAnswers(check, answers);
      failed ||= !sqlSame || answerProblem !== undefined;
      const verdict = sqlSame ? `same ${repasoSql.length} statements` : 'STATEMENTS DIFFER';
      console.log(
        `${sqlSame && !answerProblem ? 'ok  ' : 'FAIL'} ${check.label}: ${verdict}; ${answerProblem ?? `answers ${check.answers}`}`,
      );
      if (!sqlSame || process.env.SQL_CHECK_VERBOSE) {
        for (const [name, list] of [
          ['Repaso', repasoSql],
          ['bare', bareSql],
        ] as const) {
          console.log(`  ${name}:`);
          for (const sql of list) console.log(`    ${sql.replace(/\n/g, '\n    ')}`);
        }
      }
    }
  } finally {
    await marks.end();
    for (const server of servers) await server.stop();
    await db.stop();
  }
  return !failed;
}

runBench(main);
