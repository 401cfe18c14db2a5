// LD_PRELOAD shim: moves the wall clock (CLOCK_REALTIME, gettimeofday, time) of a
// process and its children by CLOCK_SHIFT_SECONDS. Monotonic clocks are untouched.
#define _GNU_SOURCE
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static long long shift_seconds(void) {
  static int ready = 0;
  static long long shift = 0;
  if (!ready) {
    const char *value = getenv("CLOCK_SHIFT_SECONDS");
    shift = value ? atoll(value) : 0;
    ready = 1;
  }
  return shift;
}

int clock_gettime(clockid_t clock, struct timespec *ts) {
  int result = (int)syscall(SYS_clock_gettime, clock, ts);
  if (result == 0 && (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE)) ts->tv_sec += shift_seconds();
  return result;
}

int gettimeofday(struct timeval *tv, void *tz) {
  int result = (int)syscall(SYS_gettimeofday, tv, tz);
  if (result == 0 && tv) tv->tv_sec += shift_seconds();
  return result;
}

time_t time(time_t *out) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  if (out) *out = ts.tv_sec;
  return ts.tv_sec;
}
