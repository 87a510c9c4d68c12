import { detectFaces } from './face-detector';
import { decodePhoto, laplacianVariance, lumaOf, meanOf, readFileMeasures } from './photo-measures';
import { NO_FACE, type PhotoMeasures, TACTIC_RULES, type TacticParams } from './tactic-rules';

/** An enabled tactic as the checks need it: its code and its row's thresholds. */
export interface TacticSetting {
  code: string;
  params: TacticParams;
}

/** One tactic a photo failed, with what was measured: `reason` is `<code>: <detail>`. */
export interface TacticFailure {
  code: string;
  detail: string;
  reason: string;
}

/**
 * The outcome of the enabled tactics on one photo: passed, or every tactic it failed in
 * the order they run (`failures`), the first of them also as `code`, `detail` and `reason`.
 */
export type PhotoVerdict =
  | { passed: true; measures: PhotoMeasures }
  | ({ passed: false; failures: TacticFailure[]; measures: PhotoMeasures } & TacticFailure);

/**
 * Runs every enabled tactic on a photo file in the rules' order and keeps each failure
 * with its measure, measuring only what the rules need: the header, then one decode
 * at 640 px, then the face detector. A photo with no face says so once (`single-face`, or
 * the first face rule on), not again for the size and pose of a face that is not there. The file is always read, so a file that is not an
 * image is refused (PhotoUnreadable) even with every tactic off. Codes naming no
 * check (an admin's own tactic) are not run.
 */
export async function checkPhoto(
  file: string,
  tactics: readonly TacticSetting[],
  findFaces: typeof detectFaces = detectFaces,
): Promise<PhotoVerdict> {
  const measures: PhotoMeasures = await readFileMeasures(file);
  const paramsOf = new Map(tactics.map((tactic) => [tactic.code, tactic.params ?? {}]));
  let decoding: ReturnType<typeof decodePhoto> | undefined;
  const decoded = () => {
    decoding ??= decodePhoto(file);
    return decoding;
  };
  const failures: TacticFailure[] = [];
  for (const rule of TACTIC_RULES) {
    const params = paramsOf.get(rule.code);
    if (!params) continue;
    if (rule.stage === 'pixels' && measures.meanLuma === undefined) {
      const photo = await decoded();
      const luma = lumaOf(photo);
      measures.meanLuma = meanOf(luma);
      measures.laplacianVariance = laplacianVariance(luma, photo.width, photo.height);
    }
    if (rule.stage === 'faces' && measures.faces === undefined) {
      measures.faces = await findFaces(await decoded());
    }
    const detail = rule.judge(measures, params);
    if (detail === undefined) continue;
    if (rule.stage === 'faces' && detail === NO_FACE && failures.some((failure) => failure.detail === NO_FACE))
      continue;
    failures.push({ code: rule.code, detail, reason: `${rule.code}: ${detail}` });
  }
  if (failures.length === 0) return { passed: true, measures };
  return { passed: false, ...failures[0], failures, measures };
}
