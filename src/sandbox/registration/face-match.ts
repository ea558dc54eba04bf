import { createHash } from 'node:crypto';

/**
 * The sandbox's stand-in for a face-match provider (docs/account-opening.md): a selfie that is the
 * very image of the document's front scores 0 (a photo of the document is not a face in front of
 * the camera); any two different images score from 76 to 100, decided by their bytes, so the same
 * pair always scores the same and passes the default faceMatchScore of 75. Testers force any score
 * with POST /api/Sandbox/Accounts/{id}/FaceMatch.
 */
export function fakeFaceMatchScore(selfie: Uint8Array, documentFront: Uint8Array): number {
  const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();
  const a = digest(selfie);
  const b = digest(documentFront);
  if (a.equals(b)) return 0;
  const pair = createHash('sha256').update(a).update(b).digest();
  return 76 + (pair[0]! % 25);
}
