//! The harness of the fuzz targets (`tests/fuzz_*.rs`, `tests/properties.rs`):
//! proptest's generation and shrinking, run on stable Rust in plain `cargo
//! test`.
//!
//! - The quick run (plain `cargo test`): each target runs a fixed number of
//!   cases from its own fixed seed, the same cases every time.
//! - A long run: `GRUNDY_FUZZ_SECS=600 cargo test --test NAME --
//!   --nocapture` (the test profile: overflow checks on) runs each target in rounds of fresh seeds (the target's seed,
//!   then seed + 1, ...) until the seconds are spent, and prints how many cases
//!   ran. `GRUNDY_FUZZ_SEED=N` starts from seed N instead.
//!
//! A failure names the target, its seed and the minimal failing case proptest
//! shrank it to: keep that case as a named regression test beside the target.
#![allow(dead_code)]

use proptest::strategy::Strategy;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestError, TestRunner};
use std::time::{Duration, Instant};

/// The seconds of a long run, from `GRUNDY_FUZZ_SECS` (`None`: the quick run).
pub fn long_run_secs() -> Option<u64> {
    let text = std::env::var("GRUNDY_FUZZ_SECS").ok()?;
    Some(
        text.trim()
            .parse()
            .unwrap_or_else(|_| panic!("GRUNDY_FUZZ_SECS={text} is not a number of seconds")),
    )
}

fn seed_override() -> Option<u64> {
    let text = std::env::var("GRUNDY_FUZZ_SEED").ok()?;
    Some(
        text.trim()
            .parse()
            .unwrap_or_else(|_| panic!("GRUNDY_FUZZ_SEED={text} is not a u64")),
    )
}

/// Runs `test` on `quick` cases drawn from `strategy` with `seed` (the quick
/// run), or on rounds of `quick * 20` cases of fresh seeds for the seconds of
/// `GRUNDY_FUZZ_SECS`; panics with the minimal failing case.
pub fn fuzz<S, F>(name: &str, seed: u64, quick: u32, strategy: S, test: F)
where
    S: Strategy,
    F: Fn(S::Value) -> Result<(), TestCaseError>,
{
    fuzz_shrinking(name, seed, quick, 4096, strategy, test)
}

/// [`fuzz`] for a target whose case takes seconds (a compiler run): at most
/// 64 shrinking steps, rounds of `quick * 20` cases as well.
pub fn fuzz_slow<S, F>(name: &str, seed: u64, quick: u32, strategy: S, test: F)
where
    S: Strategy,
    F: Fn(S::Value) -> Result<(), TestCaseError>,
{
    fuzz_shrinking(name, seed, quick, 64, strategy, test)
}

fn fuzz_shrinking<S, F>(name: &str, seed: u64, quick: u32, shrink: u32, strategy: S, test: F)
where
    S: Strategy,
    F: Fn(S::Value) -> Result<(), TestCaseError>,
{
    let seed = seed_override().unwrap_or(seed);
    let secs = match long_run_secs() {
        Some(secs) => secs,
        None => return round(name, seed, quick, shrink, &strategy, &test),
    };
    let start = Instant::now();
    let (mut rounds, mut cases) = (0u64, 0u64);
    while start.elapsed() < Duration::from_secs(secs) {
        let per_round = quick.saturating_mul(20);
        round(
            name,
            seed.wrapping_add(rounds),
            per_round,
            shrink,
            &strategy,
            &test,
        );
        rounds += 1;
        cases += u64::from(per_round);
    }
    eprintln!(
        "fuzz {name}: clean, {cases} cases in {rounds} rounds (seeds {seed}..{}), {:.0} s",
        seed.wrapping_add(rounds),
        start.elapsed().as_secs_f64()
    );
}

fn round<S, F>(name: &str, seed: u64, cases: u32, shrink: u32, strategy: &S, test: &F)
where
    S: Strategy,
    F: Fn(S::Value) -> Result<(), TestCaseError>,
{
    let config = Config {
        cases,
        rng_seed: RngSeed::Fixed(seed),
        failure_persistence: None,
        max_shrink_iters: shrink,
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    match runner.run(strategy, test) {
        Ok(()) => {}
        Err(TestError::Fail(why, case)) => {
            panic!("fuzz {name}, seed {seed}: minimal failing case {case:#?}: {why}")
        }
        Err(TestError::Abort(why)) => panic!("fuzz {name}, seed {seed}: aborted: {why}"),
    }
}

/// Asserts `cond`, failing the case with `what` (for the closures of [`fuzz`]).
#[macro_export]
macro_rules! check {
    ($cond:expr, $($what:tt)+) => {
        if !$cond {
            return Err(proptest::test_runner::TestCaseError::fail(format!($($what)+)));
        }
    };
}

/// The message of a caught panic.
pub fn panic_text(e: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = e.downcast_ref::<String>() {
        s.clone()
    } else if let Some(s) = e.downcast_ref::<&str>() {
        s.to_string()
    } else {
        String::new()
    }
}

thread_local! {
    static QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f`, catching a panic as `Err(message)` without printing it (other
/// threads' panics still print).
pub fn catch<R>(f: impl FnOnce() -> R + std::panic::UnwindSafe) -> Result<R, String> {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !QUIET.with(|q| q.get()) {
                default(info)
            }
        }));
    });
    QUIET.with(|q| q.set(true));
    let got = std::panic::catch_unwind(f);
    QUIET.with(|q| q.set(false));
    got.map_err(|e| panic_text(&*e))
}
