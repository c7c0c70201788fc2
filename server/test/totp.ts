// The authenticator app in server tests: codes are made from the otpauth URL the admin scans, as a
// phone app makes them, so a change to the algorithm, digits or period the server announces shows
// up as codes the server refuses.
import { TOTP, URI } from 'otpauth';
import { otpauthUrl } from '../auth/two-factor';

/** The code an authenticator app set up from `secret` shows at `at`. */
export function totpCode(secret: string, at = Date.now()): string {
  const app = URI.parse(otpauthUrl(secret, 'admin'));
  if (!(app instanceof TOTP)) throw new Error('The otpauth URL is not a time-based (TOTP) one');
  return app.generate({ timestamp: at });
}
