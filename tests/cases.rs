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
        "each src/bin/<bin>.rs needs testdata/<bin>/, and only those"
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

/// A binary whose stderr cannot be written (a full disk) still fails with
/// its error status, quietly: no panic inside the panic hook, no SIGABRT.
#[cfg(unix)]
#[test]
fn bad_input_with_stderr_on_a_full_disk_exits_non_zero_without_a_signal() {
    use std::io::Write;
    use std::os::unix::process::ExitStatusExt;
    use std::process::{Command, Stdio};
    for bin in common::problems() {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("open /dev/full");
        let mut child = Command::new(common::bin_path(&bin))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::from(full))
            .spawn()
            .unwrap();
        let _ = child.stdin.take().unwrap().write_all(b"x");
        let output = child.wait_with_output().unwrap();
        assert_eq!(
            output.status.signal(),
            None,
            "{bin}: killed by a signal: {:?}",
            output.status
        );
        assert_eq!(
            output.status.code(),
            Some(101),
            "{bin}: {:?}",
            output.status
        );
        assert!(output.stdout.is_empty(), "{bin}: stdout on error");
    }
}
