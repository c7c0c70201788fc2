// Imported first by every entry: zod probes `new Function('')` to decide whether to JIT,
// which the CSP (script-src 'self') blocks and Chrome logs as a violation (STACK.md).
import { z } from 'zod';

z.config({ jitless: true });
