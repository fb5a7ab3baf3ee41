// A clock for the client's retries that takes no real time: each back-off moves it on at once.

export function virtualClock(): { now: () => number; sleep: (ms: number) => Promise<void> } {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
    },
  };
}
