// Loaded into every server the hardening suite starts (node --import): if the test process that
// started it goes away (a timed-out or killed worker), the server exits too instead of lingering.
const parent = Number(process.env.HARDENING_PARENT_PID);
if (parent > 0) {
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      process.exit(1);
    }
  }, 1000).unref();
}
