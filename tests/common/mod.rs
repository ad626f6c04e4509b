//! Shared by the integration tests: where the binaries are, how to run one,
//! and the stored cases under `testdata/<bin>/`. The tests of the tools'
//! packages (`tools/bundle`, `tools/explorer`) include this file too, by
//! `#[path]`.
//!
//! The layout is the one online-judge-tools (`oj t -d testdata/<bin>`) reads
//! as it is:
//! - `testdata/<bin>/<name>.in` with `<name>.out`: an answered case, the exact
//!   stdout of a successful run;
//! - `testdata/<bin>/bad/<name>.in` with `<name>.err`: bad input; the run must
//!   fail: non-zero exit, empty stdout, exactly one line on stderr, containing
//!   the text of the `.err` file.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The path cargo built binary `name` at: `CARGO_BIN_EXE_<name>`, which cargo
/// sets for the binaries of the test's own package (older cargo only at
/// compile time), else the folder above this test's own executable,
/// `target/<profile>/`. A binary of another package of the workspace (the
/// judged ones for the tools' tests, `bundle` for the explorer's docs test)
/// is built there first with `cargo build --bin NAME` when a narrow run
/// (`cargo test -p grundy-explorer --test docs`) has not built it.
pub fn bin_path(name: &str) -> PathBuf {
    if let Ok(path) = std::env::var(format!("CARGO_BIN_EXE_{name}")) {
        return PathBuf::from(path);
    }
    let exe = std::env::current_exe().expect("the test's own path");
    let profile_dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("target/<profile>/deps");
    let path = profile_dir.join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    if !path.exists() {
        build_bin(name, profile_dir);
    }
    assert!(path.exists(), "no binary `{name}` at {}", path.display());
    path
}

/// `cargo build --bin name` at the repository root, in the profile of
/// `profile_dir` (`target/debug` or `target/release`). One test at a time
/// builds (cargo's own lock); a built binary is then found by the others.
fn build_bin(name: &str, profile_dir: &Path) {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let mut command = Command::new(cargo);
    command.args(["build", "--quiet", "--bin", name]);
    if profile_dir.file_name() == Some(std::ffi::OsStr::new("release")) {
        command.arg("--release");
    }
    if let Some(target) = profile_dir.parent() {
        command.env("CARGO_TARGET_DIR", target);
    }
    let status = command
        .current_dir(repo_root())
        .status()
        .unwrap_or_else(|e| panic!("cannot run cargo to build `{name}`: {e}"));
    assert!(status.success(), "cargo build --bin {name} failed");
}

/// The repository root, where the `grundy` package, `src/bin` and `testdata/`
/// are: this package's folder, or the one two above it for `tools/*/`.
pub fn repo_root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.ancestors()
        .find(|dir| dir.join("testdata").is_dir())
        .unwrap_or_else(|| panic!("no testdata/ at or above {}", here.display()))
        .to_path_buf()
}

/// The judged binaries: every `src/bin/<name>.rs`, sorted (whatever the
/// name: `grundy new abc300_d` makes one too).
pub fn problems() -> Vec<String> {
    let dir = repo_root().join("src/bin");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("read src/bin")
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter_map(|f| f.strip_suffix(".rs").map(str::to_string))
        .collect();
    names.sort();
    names
}

/// Runs `exe` with `input` on stdin and returns what it did.
pub fn run(exe: &Path, input: &[u8]) -> Output {
    run_args(exe, &[], input)
}

/// Runs `exe` with command-line arguments `args` and `input` on stdin.
pub fn run_args(exe: &Path, args: &[&str], input: &[u8]) -> Output {
    run_limited(exe, args, input, None).expect("no time limit")
}

/// [`run_args`], killing the child after `limit` if one is given: `None`
/// if it ran out. Stdin is written and stdout and stderr are read as they
/// come, each from its own thread (a binary that fails early cannot block
/// the writer, and a full pipe cannot block a binary with a long answer:
/// `p787c` prints 14,000 words for N = 7000).
pub fn run_limited(
    exe: &Path,
    args: &[&str],
    input: &[u8],
    limit: Option<std::time::Duration>,
) -> Option<Output> {
    use std::io::Read;
    let mut child = Command::new(exe)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", exe.display()));
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = r.read_to_end(&mut bytes);
            bytes
        })
    };
    let out = drain(Box::new(child.stdout.take().unwrap()));
    let err = drain(Box::new(child.stderr.take().unwrap()));
    let start = std::time::Instant::now();
    let status = match limit {
        None => child.wait().expect("wait for the binary"),
        Some(limit) => loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if start.elapsed() > limit {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
            std::thread::sleep(std::time::Duration::from_millis(2));
        },
    };
    writer.join().unwrap();
    Some(Output {
        status,
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    })
}

/// README.md and the guides (docs/*.md), README first, then by name.
pub fn doc_pages() -> Vec<PathBuf> {
    let root = repo_root();
    let mut pages = vec![root.join("README.md")];
    let mut guides: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| matches!(p.extension(), Some(x) if x == "md"))
        .collect();
    guides.sort();
    pages.extend(guides);
    pages
}

/// The root of the stored cases.
pub fn testdata() -> PathBuf {
    repo_root().join("testdata")
}

/// What a stored case expects.
pub enum Expect {
    /// Exit 0 with exactly this stdout.
    Output(String),
    /// Non-zero exit, empty stdout, one stderr line containing this text.
    Error(String),
}

/// One stored case.
pub struct Case {
    /// `<bin>/<name>`, for messages.
    pub label: String,
    /// The `.in` file's bytes.
    pub input: Vec<u8>,
    /// What the run must produce.
    pub expect: Expect,
}

/// The names of the binaries that have stored cases (the folders of testdata/).
pub fn bins_with_cases() -> Vec<String> {
    let mut bins: Vec<String> = std::fs::read_dir(testdata())
        .expect("read testdata/")
        .map(|e| e.unwrap())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().into_string().unwrap())
        .collect();
    bins.sort();
    bins
}

/// The folder of binary `bin`'s bad-input cases, inside its case folder.
pub const BAD_DIR: &str = "bad";

/// Every case of binary `bin`: the answered ones (`testdata/<bin>/`), then
/// the bad-input ones (`testdata/<bin>/bad/`), each sorted by name.
///
/// # Panics
/// On a file or folder out of place: an `.in` without its `.out` (answered)
/// or `.err` (bad), an `.out` / `.err` without its `.in`, an `.err` among the
/// answered cases or an `.out` among the bad ones, any other file or folder.
pub fn cases(bin: &str) -> Vec<Case> {
    let dir = testdata().join(bin);
    let mut cases = cases_in(bin, &dir, "out");
    let bad = dir.join(BAD_DIR);
    if bad.is_dir() {
        cases.extend(cases_in(bin, &bad, "err"));
    }
    cases
}

/// The cases in one folder, each an `.in` with an answer file ending in
/// `answer` (`out` or `err`).
fn cases_in(bin: &str, dir: &Path, answer: &str) -> Vec<Case> {
    let mut names: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("read {}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    names.sort();
    let mut cases = Vec::new();
    for path in &names {
        if path.is_dir() {
            assert!(
                answer == "out" && path.file_name() == Some(std::ffi::OsStr::new(BAD_DIR)),
                "{}: the only folder of testdata/<bin>/ is {BAD_DIR}/",
                path.display()
            );
            continue;
        }
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        let stem = path.with_extension("");
        let wrong = if answer == "out" { "err" } else { "out" };
        assert!(
            ext != wrong,
            "{}: .out files belong in testdata/<bin>/, .err files in testdata/<bin>/{BAD_DIR}/",
            path.display()
        );
        assert!(
            ext == "in" || ext == answer,
            "{}: a case file here ends in .in or .{answer}",
            path.display()
        );
        if ext != "in" {
            assert!(
                stem.with_extension("in").exists(),
                "{} has no .in",
                path.display()
            );
            continue;
        }
        let answer_file = stem.with_extension(answer);
        assert!(
            answer_file.exists(),
            "{} needs its .{answer} (bad-input cases go in testdata/<bin>/{BAD_DIR}/ with an .err)",
            path.display()
        );
        let text = std::fs::read_to_string(&answer_file).unwrap();
        let expect = if answer == "out" {
            Expect::Output(text)
        } else {
            Expect::Error(text.trim().to_string())
        };
        let rel = stem.strip_prefix(testdata().join(bin)).unwrap_or(&stem);
        cases.push(Case {
            label: format!("{bin}/{}", rel.display()),
            input: std::fs::read(path).unwrap(),
            expect,
        });
    }
    cases
}

/// Checks one run against its case; `Err` holds a readable report.
pub fn check(case: &Case, output: &Output) -> Result<(), String> {
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    match &case.expect {
        Expect::Output(want) => {
            if !output.status.success() {
                return Err(format!(
                    "{}: expected success, got {} with stderr:\n{stderr}",
                    case.label, output.status
                ));
            }
            if stdout != *want {
                return Err(format!(
                    "{}: wrong output\n{}",
                    case.label,
                    diff(want, &stdout)
                ));
            }
        }
        Expect::Error(want) => {
            let lines: Vec<&str> = stderr.lines().collect();
            if output.status.success() {
                return Err(format!("{}: expected failure, got exit 0", case.label));
            }
            if !stdout.is_empty() {
                return Err(format!(
                    "{}: stdout must be empty on error, got {stdout:?}",
                    case.label
                ));
            }
            if lines.len() != 1 || !lines[0].contains(want.as_str()) {
                return Err(format!(
                    "{}: stderr must be one line containing {want:?}, got {stderr:?}",
                    case.label
                ));
            }
        }
    }
    Ok(())
}

/// A line-by-line report of where `got` differs from `want` (at most 10 lines).
pub fn diff(want: &str, got: &str) -> String {
    fn clip(s: &str) -> String {
        if s.chars().count() > 120 {
            let head: String = s.chars().take(120).collect();
            format!("{head}... ({} bytes)", s.len())
        } else {
            s.to_string()
        }
    }
    let want_lines: Vec<&str> = want.split('\n').collect();
    let got_lines: Vec<&str> = got.split('\n').collect();
    let mut report = String::new();
    let mut shown = 0;
    for i in 0..want_lines.len().max(got_lines.len()) {
        let (w, g) = (want_lines.get(i), got_lines.get(i));
        if w != g {
            report += &format!(
                "  line {}:\n    want: {}\n    got:  {}\n",
                i + 1,
                w.map_or("<none>".to_string(), |s| format!("{:?}", clip(s))),
                g.map_or("<none>".to_string(), |s| format!("{:?}", clip(s)))
            );
            shown += 1;
            if shown == 10 {
                report += "  ...\n";
                break;
            }
        }
    }
    report
}

/// The words of a command line written with single quotes only, as the
/// guide writes them.
pub fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in line.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                any = true;
            }
            ' ' if !quoted => {
                if any {
                    words.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            _ => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        words.push(word);
    }
    words
}

/// Runs the explorer, `grundy`, with `args` and no input (the tests of the
/// `tools/explorer` package, where cargo builds it).
pub fn grundy(args: &[&str]) -> Output {
    run_args(&bin_path("grundy"), args, b"")
}

/// Runs the explorer with `args`, requires success and an empty stderr, and
/// returns its stdout.
pub fn grundy_stdout(args: &[&str]) -> String {
    let out = grundy(args);
    assert!(
        out.status.success(),
        "grundy {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "grundy {args:?} wrote to stderr");
    String::from_utf8(out.stdout).unwrap()
}

/// Every hostile command of the tools' tests ends within this (issue 20's
/// bar).
pub const LIMIT: std::time::Duration = std::time::Duration::from_secs(10);
/// No error line of the tools is longer: user text is quoted cut to 80
/// characters.
pub const LINE_CAP: usize = 600;

/// Runs `bin` with `args` (and `env`), stdout and stderr captured or sent to
/// `stderr`; returns the output and the time it took.
pub fn run_with(
    bin: &str,
    args: &[String],
    env: &[(&str, &str)],
    stderr: Stdio,
) -> (Output, std::time::Duration) {
    let start = std::time::Instant::now();
    let out = Command::new(bin_path(bin))
        .args(args)
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(stderr)
        .output()
        .unwrap();
    (out, start.elapsed())
}

/// `args` as owned strings.
pub fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|a| a.to_string()).collect()
}

/// Requires a failure with exit `code`, nothing on stdout, one stderr line
/// starting `error: ` (or `bundle: error: `), at most [`LINE_CAP`] long and
/// containing `says`, within [`LIMIT`]; returns the line.
pub fn refused(bin: &str, args: &[String], env: &[(&str, &str)], code: i32, says: &str) -> String {
    let (out, took) = run_with(bin, args, env, Stdio::piped());
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    let shown: String = args
        .iter()
        .map(|a| a.chars().take(60).collect::<String>())
        .collect::<Vec<_>>()
        .join(" ");
    assert_eq!(out.status.code(), Some(code), "{bin} {shown}: {stderr}");
    assert!(out.stdout.is_empty(), "{bin} {shown} wrote stdout");
    assert_eq!(stderr.lines().count(), 1, "{bin} {shown}: {stderr:?}");
    assert!(stderr.ends_with('\n'), "{bin} {shown}: {stderr:?}");
    let line = stderr.trim_end().to_string();
    assert!(line.contains("error: "), "{bin} {shown}: {line}");
    assert!(
        line.chars().count() <= LINE_CAP,
        "{bin} {shown}: a line of {} characters",
        line.chars().count()
    );
    assert!(line.contains(says), "{bin} {shown}: {line} lacks {says:?}");
    assert!(took < LIMIT, "{bin} {shown}: {took:?}");
    line
}
