//! `grundy new NAME`, run as a process: the three files it makes, that they
//! build with clippy clean in a copy of the crate, that the new test fails
//! saying what is to be written and passes once it is, and every refusal
//! (one line on stderr, the documented exit code, nothing written).
#[path = "../../../tests/common/mod.rs"]
mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs `grundy new` with `args` in folder `cwd`.
fn new_in(cwd: &Path, args: &[&str]) -> Output {
    Command::new(common::bin_path("grundy"))
        .arg("new")
        .args(args)
        .current_dir(cwd)
        .output()
        .expect("run grundy new")
}

/// A fresh, empty scratch folder under cargo's temporary folder.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

/// Every file and folder below `dir`, relative, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(d) = pending.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            found.push(path.strip_prefix(dir).unwrap().display().to_string());
            if path.is_dir() {
                pending.push(path);
            }
        }
    }
    found.sort();
    found
}

/// Copies `from` into `to` recursively.
fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// A copy of the crate with only what a new problem needs: the library, one
/// binary, `tests/common`, the lock file, and the manifest as a workspace of
/// its own (no tools, no benches).
fn crate_copy() -> PathBuf {
    let real = common::repo_root();
    let root = scratch("new-crate");
    let manifest = std::fs::read_to_string(real.join("Cargo.toml")).unwrap();
    let workspace = manifest
        .find("\n[workspace]")
        .expect("[workspace] in Cargo.toml");
    let rest = &manifest[workspace + 1..];
    let after = rest.find("\n[").map_or("", |k| &rest[k..]);
    write(
        &root.join("Cargo.toml"),
        &format!("{}\n[workspace]\n{}", &manifest[..workspace], after),
    );
    std::fs::copy(real.join("Cargo.lock"), root.join("Cargo.lock")).unwrap();
    copy_tree(&real.join("src"), &root.join("src"));
    for entry in std::fs::read_dir(root.join("src/bin")).unwrap() {
        let path = entry.unwrap().path();
        if path.file_name().unwrap() != "p9655.rs" {
            if path.is_dir() {
                std::fs::remove_dir_all(path).unwrap();
            } else {
                std::fs::remove_file(path).unwrap();
            }
        }
    }
    copy_tree(&real.join("tests/common"), &root.join("tests/common"));
    root
}

/// Runs cargo in the copy, with a target folder kept between runs.
fn cargo(root: &Path, args: &[&str]) -> Output {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    Command::new(cargo)
        .args(args)
        .current_dir(root)
        .env(
            "CARGO_TARGET_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("new-crate-target"),
        )
        .env_remove("RUSTFLAGS")
        .output()
        .expect("run cargo")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A win/lose table of the stand-in game the new binary answers (take 1,
/// 2 or 3 stones, whoever takes the last wins), from the rule.
const BRUTE: &str = r#"fn brute(input: &str) -> String {
    let n: usize = input.trim().parse().unwrap();
    let mut wins = vec![false; n + 1];
    for k in 1..=n {
        wins[k] = (1..=3).any(|take| take <= k && !wins[k - take]);
    }
    if wins[n] { "First\n" } else { "Second\n" }.to_string()
}
"#;

#[test]
fn a_new_problem_builds_fails_until_written_then_passes() {
    let root = crate_copy();
    // From a folder inside the crate: the crate is found upward.
    let made = new_in(&root.join("src/bin"), &["abc300_d"]);
    assert_eq!(made.status.code(), Some(0), "{}", text(&made.stderr));
    assert!(made.stderr.is_empty(), "{}", text(&made.stderr));
    let said = text(&made.stdout);
    for part in [
        "src/bin/abc300_d.rs",
        "testdata/abc300_d/",
        "tests/abc300_d.rs",
        "oj d URL -d testdata/abc300_d",
        "cargo test --test abc300_d",
        "cargo run --release --bin bundle -- abc300_d",
    ] {
        assert!(said.contains(part), "{part:?} not in:\n{said}");
    }

    // The binary has the shape of every binary here.
    let bin = std::fs::read_to_string(root.join("src/bin/abc300_d.rs")).unwrap();
    let shape = [
        "install_error_hook();",
        "let mut source = grundy::input::stdin_source();",
        "input! { from &mut source, n: usize }",
        "ensure_end(source.next_token());",
        "check_range(\"N\", n, 1, 1000)",
        "subtraction_table(&[1, 2, 3], n)",
        "println!(",
    ];
    let mut at = 0;
    for line in shape {
        let found = bin[at..].find(line).unwrap_or_else(|| {
            panic!("{line:?} missing or out of order in src/bin/abc300_d.rs:\n{bin}")
        });
        at += found + line.len();
    }
    assert!(root.join("testdata/abc300_d").is_dir());
    assert_eq!(
        listing(&root.join("testdata/abc300_d")),
        Vec::<String>::new()
    );
    let test = std::fs::read_to_string(root.join("tests/abc300_d.rs")).unwrap();
    assert!(test.contains("common::cases(\"abc300_d\")"), "{test}");
    assert!(test.contains("seed_from_u64"), "{test}");

    // README's worked solution (take 2, 5 or 6 from N piles), as printed
    // there, beside it.
    write(&root.join("src/bin/take256.rs"), &readme_solution());

    // It builds, lint-clean.
    let lint = cargo(
        &root,
        &[
            "clippy",
            "--offline",
            "--bin",
            "abc300_d",
            "--bin",
            "take256",
            "--test",
            "abc300_d",
            "--",
            "-D",
            "warnings",
        ],
    );
    assert!(lint.status.success(), "clippy:\n{}", text(&lint.stderr));
    readme_solution_matches_the_rules(&root);
    // The binary runs: 4 stones, each move leaves 3, 2 or 1 for the
    // opponent, who takes them all: the second player wins.
    let run = cargo(&root, &["run", "--offline", "-q", "--bin", "abc300_d"]);
    assert!(!run.status.success(), "no input must be an error");
    let exe = Path::new(env!("CARGO_TARGET_TMPDIR")).join("new-crate-target/debug/abc300_d");
    let out = common::run(&exe, b"4\n");
    assert_eq!(text(&out.stdout), "Second\n");

    // Its test fails, saying what is to be written.
    let first = cargo(&root, &["test", "--offline", "--test", "abc300_d"]);
    assert!(!first.status.success(), "a fresh test must not pass");
    let report = text(&first.stdout);
    assert!(
        report.contains("write the brute force in tests/abc300_d.rs (fn brute)"),
        "{report}"
    );
    assert!(
        report.contains("no cases in testdata/abc300_d/: `oj d URL -d testdata/abc300_d`"),
        "{report}"
    );

    // With a sample where oj puts it and the brute force written, it passes.
    write(&root.join("testdata/abc300_d/sample-1.in"), "4\n");
    write(&root.join("testdata/abc300_d/sample-1.out"), "Second\n");
    let start = test.find("fn brute(").unwrap();
    let end = start + test[start..].find("\n}\n").unwrap() + 3;
    let written = format!("{}{}{}", &test[..start], BRUTE, &test[end..]);
    write(&root.join("tests/abc300_d.rs"), &written);
    let done = cargo(&root, &["test", "--offline", "--test", "abc300_d"]);
    assert!(
        done.status.success(),
        "{}\n{}",
        text(&done.stdout),
        text(&done.stderr)
    );
    assert!(
        text(&done.stdout).contains("3 passed"),
        "{}",
        text(&done.stdout)
    );
    // A wrong stored answer is caught by the same test.
    write(&root.join("testdata/abc300_d/sample-1.out"), "First\n");
    let wrong = cargo(&root, &["test", "--offline", "--test", "abc300_d"]);
    assert!(!wrong.status.success());
    assert!(
        text(&wrong.stdout).contains("abc300_d/sample-1: wrong output"),
        "{}",
        text(&wrong.stdout)
    );
}

/// The solution README.md's loop prints in step 4: its first `rust` block.
fn readme_solution() -> String {
    let readme = std::fs::read_to_string(common::repo_root().join("README.md")).unwrap();
    // The fence's line (```` ```rust no_run ````: it reads stdin), then the code.
    let fence = readme.find("```rust").expect("README has a rust block");
    let start = fence + readme[fence..].find('\n').unwrap() + 1;
    let end = start + readme[start..].find("```").unwrap();
    let code: Vec<&str> = readme[start..end]
        .lines()
        .map(|l| l.strip_prefix("   ").unwrap_or(l))
        .collect();
    code.join("\n") + "\n"
}

/// README's take-2-5-or-6 solution, built in the crate copy, against the
/// game played by its rules: a pile's value by mex over its moves, XOR.
fn readme_solution_matches_the_rules(root: &Path) {
    let build = cargo(root, &["build", "--offline", "-q", "--bin", "take256"]);
    assert!(build.status.success(), "{}", text(&build.stderr));
    let exe = Path::new(env!("CARGO_TARGET_TMPDIR")).join("new-crate-target/debug/take256");
    let mut g = vec![0usize; 200];
    for n in 0..200 {
        let options: Vec<usize> = [2, 5, 6]
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| g[n - k])
            .collect();
        g[n] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    for piles in [
        vec![1u64],
        vec![2],
        vec![2, 3],
        vec![7, 11, 13],
        vec![199, 5, 6, 150],
    ] {
        let input = format!(
            "{}\n{}\n",
            piles.len(),
            piles
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        );
        let xor = piles.iter().fold(0, |x, &p| x ^ g[p as usize]);
        let want = if xor != 0 { "First\n" } else { "Second\n" };
        let out = common::run(&exe, input.as_bytes());
        assert_eq!(text(&out.stdout), want, "README's solution on {input:?}");
    }
    // A pile of 10^18 is in bounds (10^18 = 11 * 90909090909090909 + 1: g(1) = 0).
    assert_eq!(
        text(&common::run(&exe, b"1\n1000000000000000000\n").stdout),
        "Second\n"
    );
    let bad = common::run(&exe, b"1\n");
    assert!(
        text(&bad.stderr).contains("the input ended early"),
        "{}",
        text(&bad.stderr)
    );
}

/// A crate with just the names `new` looks at.
fn fake_crate() -> PathBuf {
    let root = scratch("new-fake");
    write(
        &root.join("Cargo.toml"),
        "[package]\nname = \"grundy\"\nversion = \"0.1.0\"\n\n[workspace]\nmembers = [\"tools/bundle\", \"tools/explorer\"]\n",
    );
    write(
        &root.join("tools/bundle/Cargo.toml"),
        "[package]\nname = \"grundy-bundle\"\n",
    );
    write(&root.join("tools/bundle/src/main.rs"), "fn main() {}\n");
    write(&root.join("tools/bundle/tests/bundle_file.rs"), "\n");
    write(
        &root.join("tools/explorer/Cargo.toml"),
        "[package]\nname = \"grundy-explorer\"\n",
    );
    write(&root.join("tools/explorer/tests/heap_rules.rs"), "\n");
    write(&root.join("src/bin/p1.rs"), "fn main() {}\n");
    write(&root.join("src/bin/dir/main.rs"), "fn main() {}\n");
    write(&root.join("tests/t1.rs"), "\n");
    write(&root.join("tests/common/mod.rs"), "\n");
    write(&root.join("tests/brute/mod.rs"), "\n");
    write(&root.join("testdata/d1/sample-1.in"), "1\n");
    root
}

/// `grundy new` in `cwd` with `args` must fail with `code`, one line on
/// stderr containing every part of `want`, and leave `root` as it was.
fn refused(root: &Path, cwd: &Path, args: &[&str], code: i32, want: &[&str]) {
    let before = listing(root);
    let out = new_in(cwd, args);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(code), "new {args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "new {args:?}: stdout on error");
    assert_eq!(stderr.lines().count(), 1, "new {args:?}: {stderr}");
    assert!(stderr.starts_with("error: "), "new {args:?}: {stderr}");
    for part in want {
        assert!(
            stderr.contains(part),
            "new {args:?}: {part:?} not in {stderr}"
        );
    }
    assert_eq!(listing(root), before, "new {args:?} wrote something");
}

#[test]
fn taken_names_are_refused_with_exit_1() {
    let root = fake_crate();
    for (name, path) in [
        ("p1", "src/bin/p1.rs"),
        ("dir", "src/bin/dir"),
        ("t1", "tests/t1.rs"),
        ("brute", "tests/brute"),
        ("d1", "testdata/d1"),
        ("bundle", "tools/bundle"),
        ("explorer", "tools/explorer"),
        ("bundle_file", "tools/bundle/tests/bundle_file.rs"),
        ("heap_rules", "tools/explorer/tests/heap_rules.rs"),
    ] {
        refused(
            &root,
            &root,
            &[name],
            1,
            &[&format!("`{name}` is taken: {path} exists")],
        );
    }
    // A lone case folder (no binary, no test) also blocks the name.
    refused(&root, &root.join("testdata"), &["d1"], 1, &["testdata/d1"]);
}

#[test]
fn names_that_are_not_plain_identifiers_are_refused_with_exit_2() {
    let root = fake_crate();
    for (name, why) in [
        ("", "the name is empty"),
        ("1abc", "(say p1abc)"),
        ("abc-300", "(say abc_300)"),
        ("Abc300", "(say abc300)"),
        ("a.b", "is not a plain identifier"),
        ("../x", "is not a plain identifier"),
        ("a b", "is not a plain identifier"),
        ("_", "is not a plain identifier"),
        ("é", "is not a plain identifier"),
        ("fn", "is a Rust keyword"),
        ("async", "is a Rust keyword"),
        ("gen", "is a Rust keyword"),
        ("common", "the build already uses"),
        ("std", "the build already uses"),
        ("grundy", "the build already uses"),
        ("test", "the build already uses"),
    ] {
        refused(&root, &root, &[name], 2, &[why]);
    }
    let long = "a".repeat(65);
    refused(&root, &root, &[&long], 2, &["longer than 64"]);
    // clap's own refusals are one line with exit 2 too.
    refused(&root, &root, &[], 2, &["NAME"]);
    refused(&root, &root, &["x", "y"], 2, &["unexpected argument"]);
}

#[test]
fn outside_the_crate_is_refused_and_dir_points_at_it() {
    let root = fake_crate();
    // Outside the repository (target/tmp is inside it).
    let outside = std::env::temp_dir().join(format!("grundy-new-outside-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&outside);
    std::fs::create_dir_all(&outside).unwrap();
    // Another package is not the grundy crate.
    write(
        &outside.join("Cargo.toml"),
        "[package]\nname = \"mine\"\n[dependencies]\ngrundy = { path = \"../x\" }\n",
    );
    refused(
        &outside,
        &outside,
        &["abc300_d"],
        1,
        &["is not inside the grundy crate", "--dir"],
    );
    let bad_dir = outside.display().to_string();
    refused(
        &outside,
        &outside,
        &["abc300_d", "--dir", &bad_dir],
        1,
        &["no Cargo.toml with name = \"grundy\""],
    );
    // --dir makes it from anywhere, and only there.
    let dir = root.display().to_string();
    let before = listing(&outside);
    let made = new_in(&outside, &["abc300_d", "--dir", &dir]);
    assert_eq!(made.status.code(), Some(0), "{}", text(&made.stderr));
    assert_eq!(listing(&outside), before);
    for path in [
        "src/bin/abc300_d.rs",
        "tests/abc300_d.rs",
        "testdata/abc300_d",
    ] {
        assert!(root.join(path).exists(), "{path}");
    }
    // A second time, the name is taken.
    refused(&root, &root, &["abc300_d"], 1, &["`abc300_d` is taken"]);
    std::fs::remove_dir_all(&outside).unwrap();
}

/// A file that cannot be written leaves nothing behind: a folder this user
/// cannot write to, or (as root, whom permissions do not bind) a full disk,
/// a 256 KiB tmpfs filled up.
#[cfg(unix)]
#[test]
fn a_failed_write_leaves_nothing() {
    use std::os::unix::fs::PermissionsExt;
    let root = fake_crate();
    let tests = root.join("tests");
    std::fs::set_permissions(&tests, std::fs::Permissions::from_mode(0o555)).unwrap();
    let probe = std::fs::write(tests.join("probe"), "");
    std::fs::set_permissions(&tests, std::fs::Permissions::from_mode(0o755)).unwrap();
    if probe.is_err() {
        std::fs::set_permissions(&tests, std::fs::Permissions::from_mode(0o555)).unwrap();
        refused(
            &root,
            &root,
            &["abc300_d"],
            1,
            &["cannot write", "tests/abc300_d.rs"],
        );
        std::fs::set_permissions(&tests, std::fs::Permissions::from_mode(0o755)).unwrap();
        return;
    }
    std::fs::remove_file(tests.join("probe")).unwrap();
    // Root: a full disk instead.
    let disk = scratch("new-full-disk");
    let mounted = Command::new("mount")
        .args(["-t", "tmpfs", "-o", "size=256k", "tmpfs"])
        .arg(&disk)
        .status()
        .is_ok_and(|s| s.success());
    assert!(
        mounted,
        "cannot simulate a failed write: permissions do not bind this user and \
         `mount -t tmpfs` failed"
    );
    let result = std::panic::catch_unwind(|| {
        copy_tree(&root, &disk.join("crate"));
        let root = disk.join("crate");
        let mut fill = std::fs::File::create(disk.join("fill")).unwrap();
        let block = vec![0u8; 4096];
        while std::io::Write::write_all(&mut fill, &block).is_ok() {}
        drop(fill);
        refused(
            &root,
            &root,
            &["abc300_d"],
            1,
            &["cannot write", "abc300_d"],
        );
    });
    let _ = Command::new("umount").arg(&disk).status();
    if let Err(e) = result {
        std::panic::resume_unwind(e);
    }
}

/// R4: stdout that fails after the files are written (a full device, a
/// pipe whose reader is gone, as `| head -c 0`) takes the files back: exit
/// 1, one line on stderr, nothing left, and the name still free (it left
/// `src/bin/X.rs`, `tests/X.rs` and `testdata/X/`, and a second `new X`
/// said the name was taken).
#[cfg(unix)]
#[test]
fn a_failing_stdout_leaves_nothing() {
    use std::process::Stdio;
    let root = scratch("new-stdout-fails");
    write(
        &root.join("Cargo.toml"),
        "[package]\nname = \"grundy\"\nversion = \"0.1.0\"\n",
    );
    write(&root.join("src/lib.rs"), "\n");
    let before = listing(&root);
    let run = |stdout: Stdio, close: bool| {
        let mut child = Command::new(common::bin_path("grundy"))
            .args(["new", "abc300_d"])
            .current_dir(&root)
            .stdout(stdout)
            .stderr(Stdio::piped())
            .spawn()
            .expect("run grundy new");
        if close {
            drop(child.stdout.take());
        }
        child.wait_with_output().unwrap()
    };
    let full = || Stdio::from(std::fs::File::create("/dev/full").unwrap());
    for (what, out) in [
        ("/dev/full", run(full(), false)),
        ("a closed pipe", run(Stdio::piped(), true)),
    ] {
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{what}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{what}: {stderr}");
        assert!(
            stderr.starts_with("error: cannot write the output"),
            "{what}: {stderr}"
        );
        assert_eq!(listing(&root), before, "{what}: files left behind");
    }
    // The name is still free.
    let made = new_in(&root, &["abc300_d"]);
    assert_eq!(made.status.code(), Some(0), "{}", text(&made.stderr));
    assert!(root.join("src/bin/abc300_d.rs").exists());
}

/// R11: the hint of a refused name is a name `new` accepts, or none: `_`
/// and `-` were told "(say _)", `Self` "(say self)", both refused too.
#[test]
fn a_refused_name_is_hinted_only_a_name_that_is_accepted() {
    let root = scratch("new-hints");
    write(
        &root.join("Cargo.toml"),
        "[package]\nname = \"grundy\"\nversion = \"0.1.0\"\n",
    );
    for name in ["_", "-", "Self", "SELF", "Fn", "Async", "Std", "Grundy"] {
        refused(&root, &root, &[name], 2, &["is not a plain identifier"]);
        let out = new_in(&root, &[name]);
        let stderr = text(&out.stderr);
        assert!(!stderr.contains("(say"), "{name}: {stderr}");
    }
    for (name, hint) in [("Abc300", "abc300"), ("1abc", "p1abc"), ("abc-d", "abc_d")] {
        refused(&root, &root, &[name], 2, &[&format!("(say {hint})")]);
        let made = new_in(&root, &[hint]);
        assert_eq!(
            made.status.code(),
            Some(0),
            "{hint}: {}",
            text(&made.stderr)
        );
    }
}
