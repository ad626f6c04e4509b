//! abc300_d as a process: its stored cases (`testdata/abc300_d/`), and seeded
//! random inputs against a brute force written from the rules. Nothing here
//! uses the crate's game logic.
mod common;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// What the binary must print for `input`, found from the rules alone: read
/// the position, search every move (memoised on the position), and format the
/// answer exactly as the judge wants it, with its final newline. No closed
/// form and no library call: this is what the solution is checked against.
fn brute(input: &str) -> String {
    panic!(
        "write the brute force in tests/abc300_d.rs (fn brute): the answer to {:?} from the rules",
        input
    )
}

/// A random input small enough for [`brute`], in the statement's format.
fn random_input(rng: &mut StdRng) -> String {
    let n = rng.random_range(1..=30);
    format!("{n}\n")
}

#[test]
fn stored_cases_pass() {
    let exe = common::bin_path("abc300_d");
    let cases = common::cases("abc300_d");
    assert!(
        !cases.is_empty(),
        "no cases in testdata/abc300_d/: `oj d URL -d testdata/abc300_d` stores the samples"
    );
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|case| common::check(case, &common::run(&exe, &case.input)).err())
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} stored cases failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn random_inputs_match_the_brute_force() {
    let exe = common::bin_path("abc300_d");
    let mut rng = StdRng::seed_from_u64(1);
    for _ in 0..300 {
        let input = random_input(&mut rng);
        let want = brute(&input);
        let output = common::run(&exe, input.as_bytes());
        assert!(output.status.success(), "input {input:?}: {output:?}");
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            want,
            "input {input:?}"
        );
    }
}
