import { verify } from 'otplib';
import { now } from '../clock';

/**
 * Checks a 6-digit code against a secret at the app clock, one 30-second step either side (phones
 * drift). Returns the step the code belongs to, or null. `after`: steps up to this one are refused
 * (a code already used — replay).
 */
export async function checkTotpCode(secret: string, code: string, after?: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now().getTime() / 1000),
    epochTolerance: 30,
    ...(after === null || after === undefined ? {} : { afterTimeStep: after }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
