// Preloaded into a server run under valgrind (benchmarks/server-instructions.py). Valgrind 3.19's rt_sigsuspend
// wrapper writes into the caller's signal mask, and libdispatch's signal thread passes a `static const` mask, which
// lives in read-only memory: valgrind itself then dies of SIGSEGV ("the 'impossible' happened") in every Swift
// server. Handing the kernel a writable copy of the same mask changes nothing else.
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

int sigsuspend(const sigset_t *mask) {
  sigset_t copy = *mask;
  return (int)syscall(SYS_rt_sigsuspend, &copy, sizeof(unsigned long));
}
