import { graphqlData, signedUpAgent } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
type Field = { name: string; args: { type: TypeRef }[]; type: TypeRef };

const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);

const fieldsQuery = `query ($name: String!) {
  __type(name: $name) { fields { name args { type { kind } } type { ...T } } }
}
fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name } } } }`;

/** A selection of every field of a type that needs no argument, its objects' fields too (to `depth` levels). */
async function everyField(agent: Parameters<typeof graphqlData>[0], typeName: string, depth: number): Promise<string> {
  const { __type } = await graphqlData(agent, fieldsQuery, { name: typeName });
  const selections: string[] = [];
  for (const field of __type.fields as Field[]) {
    if (field.args.some((arg) => arg.type.kind === 'NON_NULL')) continue;
    const type = named(field.type);
    if (type.kind === 'SCALAR' || type.kind === 'ENUM') selections.push(field.name);
    else if (type.kind === 'OBJECT' && depth > 0 && type.name)
      selections.push(`${field.name} { ${await everyField(agent, type.name, depth - 1)} }`);
  }
  return selections.join(' ');
}

describe('viewer', () => {
  it("answers every field of User exactly as the ORM's user does (a setting viewerOf does not read fails here)", async () => {
    const { agent } = await signedUpAgent(t);
    await graphqlData(
      agent,
      'mutation { updateSettings(input: { timeZone: "Europe/Madrid", desiredRetention: 0.85, newCardsPerDay: 7 }) { id } }',
    );
    const selection = await everyField(agent, 'User', 1);
    expect(selection).toContain('schedulerSettings {');
    // The `viewer` query reads the user with one plain statement (`viewerOf`); a write answers with the ORM's entity.
    const { viewer } = await graphqlData(agent, `{ viewer { ${selection} } }`);
    const { updateSettings } = await graphqlData(agent, `mutation { updateSettings(input: {}) { ${selection} } }`);
    expect(viewer).toEqual(updateSettings);
    expect(viewer.timeZone).toBe('Europe/Madrid');
  });
});
