//! Runs every stored case of every binary as a process and reports every
//! mismatch with a readable diff: the answered cases `testdata/<bin>/*.in`
//! and the bad-input cases `testdata/<bin>/bad/*.in`. Adding a case is adding
//! two files: `<name>.in` and `<name>.out` in `testdata/<bin>/`, or
//! `<name>.in` and `<name>.err` in `testdata/<bin>/bad/`.
mod common;

#[test]
fn every_stored_case_passes() {
    let mut failures = Vec::new();
    let mut count = 0;
    for bin in common::bins_with_cases() {
        let exe = common::bin_path(&bin);
        for case in common::cases(&bin) {
            count += 1;
            let output = common::run(&exe, &case.input);
            if let Err(report) = common::check(&case, &output) {
                failures.push(report);
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {count} stored cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    println!("{count} stored cases passed");
}

#[test]
fn every_problem_has_samples_extras_and_bad_input() {
    let bins = common::bins_with_cases();
    let problems = common::problems();
    assert_eq!(
        bins, problems,
        "each src/bin/p*.rs needs testdata/<bin>/, and only those"
    );
    for bin in &problems {
        let cases = common::cases(bin);
        let good = cases
            .iter()
            .filter(|c| matches!(c.expect, common::Expect::Output(_)))
            .count();
        let bad = cases.len() - good;
        assert!(
            good >= 5,
            "{bin}: {good} answered cases, want samples + at least 4 more"
        );
        assert!(bad >= 3, "{bin}: {bad} bad-input cases, want at least 3");
    }
}
