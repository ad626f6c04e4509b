//! Hostile input to the bundler (issue 20; the explorer's are in
//! tools/explorer/tests/hostile.rs): the commands that crashed it or
//! overwrote the crate's own source, each now ending in bounded time with
//! one line on stderr and the documented exit code (2: the command line is
//! refused; 1: it cannot bundle or write), whatever the user's text holds.
#[path = "../../../tests/common/mod.rs"]
mod common;

use common::{refused, run_with, strings};
use std::process::Stdio;

#[test]
fn bundle_errors_are_one_cut_line_and_src_is_never_overwritten() {
    let root = common::repo_root();
    let source = root.join("src/bin/p9655.rs");
    let before = std::fs::read(&source).unwrap();
    // Was a silent overwrite of the binary's own source.
    for target in [
        "src/bin/p9655.rs",
        "src/lib.rs",
        "src/new_file.rs",
        "src/../src/bin/p9655.rs",
    ] {
        let path = root.join(target).display().to_string();
        refused(
            "bundle",
            &strings(&["p9655", "-o", &path]),
            &[],
            2,
            "refusing to write into the crate's src/",
        );
    }
    assert_eq!(std::fs::read(&source).unwrap(), before);
    assert!(!root.join("src/new_file.rs").exists());
    // Control characters and long names, in the binary and the -o path.
    let line = refused("bundle", &strings(&["p\n9655"]), &[], 1, "no binary");
    assert!(line.contains("p\\n9655"), "{line}");
    let line = refused(
        "bundle",
        &strings(&[&"q".repeat(100_000)]),
        &[],
        1,
        "no binary",
    );
    assert!(line.contains("(100,000 characters)"), "{line}");
    let line = refused(
        "bundle",
        &strings(&["p9655", "-o", "/nonexistent-dir/x\ny.rs"]),
        &[],
        1,
        "cannot write",
    );
    assert!(line.contains("x\\ny.rs"), "{line}");
    refused(
        "bundle",
        &strings(&[&format!("--{}", "o".repeat(10_000))]),
        &[],
        2,
        "unknown option",
    );
}

#[test]
fn a_full_stderr_keeps_the_documented_exit_code() {
    // Was 101: eprintln! panicked in the error path.
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let (out, _) = run_with(
        "bundle",
        &strings(&["no-such-binary"]),
        &[],
        Stdio::from(full),
    );
    assert_eq!(out.status.code(), Some(1));
}
