// The shell's name for who is signed in and what they may open; the code lives in src/lib/access
// so a feature can hide what the person's roles do not cover (e.g. an advertiser's statement).
export * from '../lib/access';
