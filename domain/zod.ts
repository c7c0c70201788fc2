// The one zod import of the domain layer. zod probes `new Function('')` to decide whether to JIT,
// which the CSP (script-src 'self', no 'unsafe-eval') blocks and Chrome logs as a CSP
// violation; configuring it here, where every schema module gets z, means any bundle that loads
// zod has it configured.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
