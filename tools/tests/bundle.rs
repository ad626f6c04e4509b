//! Bundles every judged binary (`src/bin/*.rs`) into one file with the
//! `bundle` binary, compiles it with plain `rustc -O` (no external crates)
//! as editions 2015, 2018, 2021 and 2024 with today's `rustc`, and as 2015,
//! 2018 and 2021 with the real old one `scripts/old-rustc.sh` fetches (Debian
//! bookworm's 1.63, path in `GRUNDY_OLD_RUSTC`), and requires: no warnings, at most 64,000 bytes
//! (Codeforces' limit), and every stored case of the binary passing on every
//! build, exactly as the cargo-built binary must.
//!
//! Without `GRUNDY_OLD_RUSTC` the old-compiler builds are skipped with one
//! printed line, except in CI (`CI=true`), where that is a failure.
#[path = "../../tests/common/mod.rs"]
mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

const SIZE_LIMIT: usize = 64_000;
/// The editions every compiler builds each bundle as...
const EDITIONS: [&str; 3] = ["2015", "2018", "2021"];
/// ...and the ones only today's rustc knows.
const NEW_EDITIONS: [&str; 1] = ["2024"];

/// A compiler: a short label (no dots: rustc names its temporary files
/// after the executable's stem), its command, and the editions to build.
type Compiler = (String, String, Vec<&'static str>);

/// The compilers to build each bundle with: today's `rustc` (editions 2015
/// to 2024) and, when `GRUNDY_OLD_RUSTC` names it, the old one (2015 to 2021).
fn compilers() -> Vec<Compiler> {
    let today = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let mut found = vec![(
        "rustc".to_string(),
        today,
        EDITIONS
            .iter()
            .chain(NEW_EDITIONS.iter())
            .copied()
            .collect(),
    )];
    match std::env::var("GRUNDY_OLD_RUSTC") {
        Ok(old) if !old.is_empty() => found.push(("rustc-old".to_string(), old, EDITIONS.to_vec())),
        _ => {
            assert!(
                std::env::var("CI").map_or(true, |ci| ci != "true"),
                "CI=true but GRUNDY_OLD_RUSTC is not set: .ci/run exports it from scripts/old-rustc.sh"
            );
            println!(
                "skipped: the old-compiler builds (no GRUNDY_OLD_RUSTC; run `export GRUNDY_OLD_RUSTC=\"$(scripts/old-rustc.sh)\"`)"
            );
        }
    }
    found
}

/// Where the bundles and their executables go.
fn work_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bundle");
    std::fs::create_dir_all(&dir).expect("create the bundle folder");
    dir
}

/// Runs the bundler on `bin`, without its own old-compiler check (these
/// tests compile every bundle with that compiler themselves; the check is
/// tested in tests/bundle_file.rs).
fn run_bundler(bin: &str) -> std::process::Output {
    Command::new(common::bin_path("bundle"))
        .arg(bin)
        .env_remove("GRUNDY_OLD_RUSTC")
        .output()
        .expect("run the bundler")
}

/// One build of one bundle.
struct Job {
    bin: String,
    source: PathBuf,
    /// The compiler's label and command.
    label: String,
    rustc: String,
    edition: &'static str,
}

/// Compiles the bundle of `bin` with one compiler as one edition and runs
/// all its stored cases; returns the failures.
fn compile_and_check(job: &Job) -> Vec<String> {
    let Job {
        bin,
        source,
        label,
        rustc,
        edition,
    } = job;
    let exe = source.with_file_name(format!(
        "{bin}-{label}-{edition}{}",
        std::env::consts::EXE_SUFFIX
    ));
    let output = Command::new(rustc)
        .args(["--edition", edition, "-O", "-o"])
        .arg(&exe)
        .arg(source)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {rustc}: {e}"));
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() || !stderr.is_empty() {
        return vec![format!(
            "{bin}: `{label} --edition {edition} -O {}` must succeed silently; it said:\n{stderr}",
            source.display()
        )];
    }
    common::cases(bin)
        .iter()
        .filter_map(|case| {
            let output = common::run(&exe, &case.input);
            common::check(case, &output)
                .err()
                .map(|e| format!("bundle, {label}, edition {edition}: {e}"))
        })
        .collect()
}

#[test]
fn every_problem_bundles_compiles_without_warnings_and_passes_its_cases() {
    let problems = common::problems();
    assert!(!problems.is_empty(), "no src/bin/*.rs");
    let dir = work_dir();
    let compilers = compilers();
    let mut failures = Vec::new();
    let mut jobs = Vec::new();
    for bin in &problems {
        let output = run_bundler(bin);
        if !output.status.success() {
            failures.push(format!(
                "{bin}: the bundler failed:\n{}",
                String::from_utf8_lossy(&output.stderr)
            ));
            continue;
        }
        let size = output.stdout.len();
        println!("{bin}: {size} bytes");
        if size > SIZE_LIMIT {
            failures.push(format!("{bin}: bundle is {size} bytes, over {SIZE_LIMIT}"));
        }
        let source = dir.join(format!("{bin}.rs"));
        std::fs::write(&source, &output.stdout).expect("write the bundle");
        for (label, rustc, editions) in &compilers {
            for &edition in editions {
                jobs.push(Job {
                    bin: bin.clone(),
                    source: source.clone(),
                    label: label.clone(),
                    rustc: rustc.clone(),
                    edition,
                });
            }
        }
    }
    // rustc -O dominates: two compilations at a time.
    let jobs = Mutex::new(jobs);
    let found = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let job = jobs.lock().unwrap().pop();
                let Some(job) = job else {
                    break;
                };
                let errors = compile_and_check(&job);
                found.lock().unwrap().extend(errors);
            });
        }
    });
    failures.extend(found.into_inner().unwrap());
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn bundle_is_deterministic_and_self_contained() {
    let bin = &common::problems()[0];
    let first = run_bundler(bin);
    let second = run_bundler(bin);
    assert!(first.status.success());
    assert_eq!(first.stdout, second.stdout, "{bin}: two runs differ");
    let text = String::from_utf8(first.stdout).unwrap();
    for bad in ["extern crate", ".cargo", "#[cfg(test)]"] {
        assert!(!text.contains(bad), "{bin}: bundle contains {bad:?}");
    }
    // `#[macro_export]` only on proconio's macros, renamed so they do not
    // clash at the crate root with the program's `use crate::proconio::input`.
    assert_eq!(
        text.matches("#[macro_export]").count(),
        text.matches("#[macro_export]\n    macro_rules! __proconio_")
            .count(),
        "{bin}: a #[macro_export] other than proconio's renamed macros"
    );
    // No global stdin: it needs std::sync::OnceLock (Rust 1.70).
    for global in ["OnceLock", "STDIN_SOURCE"] {
        assert!(!text.contains(global), "{bin}: bundle contains {global:?}");
    }
    // The inlined library code carries no docs (the binary's own stay).
    let library = text
        .find("\nmod grundy {")
        .map(|at| &text[at..])
        .unwrap_or_else(|| panic!("{bin}: no mod grundy"));
    assert!(
        library.contains("\nmod proconio {"),
        "{bin}: no mod proconio"
    );
    for doc in ["///", "//!", "/**", "/*!"] {
        assert!(
            !library.contains(doc),
            "{bin}: inlined code contains {doc:?}"
        );
    }
}

#[test]
fn unknown_binary_is_refused() {
    let output = run_bundler("p0");
    assert!(!output.status.success(), "bundling `p0` must fail");
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("no binary `p0`") && stderr.contains("p9655"),
        "stderr: {stderr}"
    );
}

/// The `rust-version` of the `grundy` package (the root Cargo.toml): the
/// floor for everything that reaches a judge.
fn grundy_rust_version() -> String {
    let manifest = std::fs::read_to_string(common::repo_root().join("Cargo.toml")).unwrap();
    manifest
        .lines()
        .find_map(|line| line.strip_prefix("rust-version = \""))
        .and_then(|rest| rest.strip_suffix('"'))
        .expect("rust-version = \"...\" in Cargo.toml")
        .to_string()
}

/// clippy's `incompatible_msrv` lint on each bundle, with the MSRV set to
/// Cargo.toml's `rust-version`: the submitted file itself calls no std API
/// newer than the floor docs/judges.md states. Needs `clippy-driver` (rustup's
/// `clippy` component); without it the test says so and checks nothing.
#[test]
fn bundles_use_no_std_api_newer_than_rust_version() {
    let driver = std::env::var("CLIPPY_DRIVER").unwrap_or_else(|_| "clippy-driver".to_string());
    let available = Command::new(&driver)
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !available {
        println!("skipped: no working `{driver}` (rustup component add clippy)");
        return;
    }
    let msrv = grundy_rust_version();
    let dir = work_dir().join("msrv");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("clippy.toml"), format!("msrv = \"{msrv}\"\n")).unwrap();
    let mut failures = Vec::new();
    for bin in common::problems() {
        let output = run_bundler(&bin);
        assert!(output.status.success(), "{bin}: the bundler failed");
        let source = dir.join(format!("{bin}.rs"));
        std::fs::write(&source, &output.stdout).unwrap();
        let lint = Command::new(&driver)
            .env("CLIPPY_CONF_DIR", &dir)
            .args(["--edition", "2021", "--emit=metadata", "--out-dir"])
            .arg(&dir)
            .args(["-A", "clippy::all", "-D", "clippy::incompatible_msrv"])
            .arg(&source)
            .output()
            .expect("run clippy-driver");
        if !lint.status.success() {
            failures.push(format!(
                "{bin}: needs a newer Rust than {msrv}:\n{}",
                String::from_utf8_lossy(&lint.stderr)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn only_binaries_of_src_bin_are_bundled() {
    // A library module is no program, even reached through a path.
    for name in ["../nim", "../lib", "p9655/../p9655", ""] {
        let output = run_bundler(name);
        assert_eq!(output.status.code(), Some(1), "bundle {name:?}");
        assert!(output.stdout.is_empty(), "bundle {name:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.lines().count() == 1 && stderr.contains("no binary"),
            "bundle {name:?}: {stderr}"
        );
    }
}

#[cfg(unix)]
#[test]
fn a_non_utf8_argument_is_a_one_line_error() {
    use std::os::unix::ffi::OsStrExt;
    let output = Command::new(common::bin_path("bundle"))
        .arg(std::ffi::OsStr::from_bytes(b"p\xff"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.lines().count() == 1 && stderr.contains("not UTF-8"),
        "{stderr}"
    );
}

/// Runs the bundler on `p9655` with stdout going to `stdout`; returns its
/// exit code and stderr.
#[cfg(unix)]
fn bundle_into(stdout: Stdio) -> (Option<i32>, String) {
    let output = Command::new(common::bin_path("bundle"))
        .arg("p9655")
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[cfg(unix)]
#[test]
fn a_full_disk_or_a_closed_pipe_is_a_one_line_error() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("open /dev/full");
    let (code, stderr) = bundle_into(Stdio::from(full));
    assert_eq!(code, Some(1), "/dev/full: {stderr}");
    assert!(
        stderr.lines().count() == 1 && stderr.contains("cannot write to stdout"),
        "/dev/full: {stderr}"
    );

    // A pipe whose reading end is closed before the bundler writes (it runs
    // `cargo metadata` first).
    let mut child = Command::new(common::bin_path("bundle"))
        .arg("p9655")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "closed pipe: {stderr}");
    assert!(
        stderr.lines().count() == 1 && stderr.contains("cannot write to stdout"),
        "closed pipe: {stderr}"
    );
}

#[test]
fn output_file_is_written_only_when_bundling_succeeds() {
    let dir = work_dir().join("output");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("Main.rs");
    let _ = std::fs::remove_file(&file);
    let failed = Command::new(common::bin_path("bundle"))
        .args(["p0", "-o"])
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(failed.status.code(), Some(1));
    assert!(!file.exists(), "a failed bundle left {}", file.display());

    let done = Command::new(common::bin_path("bundle"))
        .args(["-o"])
        .arg(&file)
        .arg("p9655")
        .output()
        .unwrap();
    assert!(done.status.success(), "{:?}", done);
    assert!(done.stdout.is_empty(), "with -o, nothing on stdout");
    let stdout = run_bundler("p9655").stdout;
    assert_eq!(
        std::fs::read(&file).unwrap(),
        stdout,
        "-o FILE holds what stdout gets"
    );
}
