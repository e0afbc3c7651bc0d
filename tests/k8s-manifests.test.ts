// The Kubernetes manifests in deploy/kubernetes, checked against the Kubernetes API schemas
// (issue 26). The validator is kept in the repository's lock: kubernetes-models 4.5.1, whose
// classes validate an object against the OpenAPI schema of its kind (types, enums, required
// fields). No cluster runs them here, so this is all the checking they get: deploy/README.md says
// so. Unknown field names pass, as with kubectl's default (warn-only) field validation.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { ROOT } from './cli-helpers.js';

interface Validating {
  validate(): void;
}
type KindClass = new (data: never) => Validating;

/** Every kind the manifests use, by `apiVersion kind`; a manifest of another kind fails the test until it is added here. */
const KINDS: Readonly<Record<string, KindClass>> = {
  'batch/v1 Job': Job as unknown as KindClass,
  'v1 PersistentVolumeClaim': PersistentVolumeClaim as unknown as KindClass,
};

const dir = join(ROOT, 'deploy', 'kubernetes');
const manifests = readdirSync(dir).filter((f) => f.endsWith('.yaml'));

interface Doc {
  readonly file: string;
  readonly object: { apiVersion?: string; kind?: string } & Record<string, unknown>;
}

function documents(file: string): Doc[] {
  return parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((d) => {
    if (d.errors.length > 0) throw new Error(`${file}: ${d.errors[0]?.message}`);
    return { file, object: d.toJSON() as Doc['object'] };
  });
}

function validate(o: Doc['object']): void {
  const kind = KINDS[`${o.apiVersion} ${o.kind}`];
  if (!kind) throw new Error(`no schema kept for ${o.apiVersion} ${o.kind}: add its kubernetes-models class to KINDS`);
  new kind(o as never).validate();
}

describe('deploy/kubernetes manifests against the Kubernetes schemas', () => {
  it('finds the manifests (a study Job with its volume claim, and the merge Job)', () => {
    const kinds = manifests.flatMap(documents).map((d) => `${d.file}: ${d.object.kind}`);
    expect(kinds.sort()).toEqual(['balance-merge.yaml: Job', 'balance-study.yaml: Job', 'balance-study.yaml: PersistentVolumeClaim']);
  });

  for (const file of manifests) {
    it(`${file} is valid for its kinds`, () => {
      for (const d of documents(file)) expect(() => validate(d.object)).not.toThrow();
    });
  }

  it('the validator rejects what the API would: a wrong type, a value outside an enum, a missing required field', () => {
    const merge = documents('balance-merge.yaml')[0]!.object as { spec: { backoffLimit?: unknown; template: { spec: Record<string, unknown> & { containers: Record<string, unknown>[] } } } };
    const wrongType = structuredClone(merge);
    wrongType.spec.backoffLimit = 'twice';
    expect(() => validate(wrongType as never)).toThrow(/backoffLimit must be integer/);
    const badEnum = structuredClone(merge);
    badEnum.spec.template.spec.restartPolicy = 'Sometimes';
    expect(() => validate(badEnum as never)).toThrow(/restartPolicy/);
    const missing = structuredClone(merge);
    delete (missing.spec.template.spec as Record<string, unknown>).containers;
    expect(() => validate(missing as never)).toThrow(/must have required property 'containers'|required property containers/);
  });
});
