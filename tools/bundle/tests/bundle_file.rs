//! `bundle --file PATH` on a contestant's own Cargo project outside the
//! repository (depending on `grundy` by path), and the old-compiler check
//! (`GRUNDY_OLD_RUSTC`): the project builds and runs with cargo, its file
//! bundles with every plain `input!` reading one shared source, and the
//! bundle compiles with the real rustc 1.63 and answers as the cargo build
//! does; a call newer than 1.63 (`chunk_by`) is refused with exit 3 and
//! nothing written.
//!
//! Without `GRUNDY_OLD_RUSTC` the old-compiler parts are skipped with one
//! printed line, except in CI (`CI=true`), where that is a failure.
#[path = "../../../tests/common/mod.rs"]
mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The old compiler, when `GRUNDY_OLD_RUSTC` names one.
fn old_rustc() -> Option<String> {
    match std::env::var("GRUNDY_OLD_RUSTC") {
        Ok(old) if !old.is_empty() => Some(old),
        _ => {
            assert!(
                std::env::var("CI").map_or(true, |ci| ci != "true"),
                "CI=true but GRUNDY_OLD_RUSTC is not set"
            );
            println!("skipped: the rustc 1.63 parts (no GRUNDY_OLD_RUSTC)");
            None
        }
    }
}

/// A contestant's project in the system's temporary folder (outside the
/// repository), depending on this repository's `grundy` by path, with the
/// given files.
fn project(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-file-{}-{}", std::process::id(), name));
    let _ = std::fs::remove_dir_all(&dir);
    let manifest = format!(
        "[package]\nname = \"mine\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
         [dependencies]\ngrundy = {{ path = {:?} }}\nproconio = \"=0.5.0\"\n",
        common::repo_root().display().to_string()
    );
    let mut all = vec![("Cargo.toml", manifest.as_str())];
    all.extend_from_slice(files);
    for (path, text) in all {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

/// Runs the bundler in `cwd` with `args`; `old` sets or clears
/// `GRUNDY_OLD_RUSTC`. No network: the registry is the local cache.
fn bundle(cwd: &Path, args: &[&str], old: Option<&str>) -> Output {
    let mut command = Command::new(common::bin_path("bundle"));
    command
        .args(args)
        .current_dir(cwd)
        .env("CARGO_NET_OFFLINE", "true");
    match old {
        Some(rustc) => command.env("GRUNDY_OLD_RUSTC", rustc),
        None => command.env_remove("GRUNDY_OLD_RUSTC"),
    };
    command.output().expect("run the bundler")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A one-line failure with exit status `code` whose line holds every part
/// of `want`, and nothing on stdout.
fn assert_refused(out: &Output, code: i32, want: &[&str]) {
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(code), "{stderr}");
    assert!(
        out.stdout.is_empty(),
        "stdout on error: {}",
        text(&out.stdout)
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    for part in want {
        assert!(stderr.contains(part), "{part:?} not in {stderr}");
    }
}

/// A contestant's habits: plain `input!` in `main` and in a helper, a
/// `read_value!` without `from` in a loop, `use` of the library. The rule:
/// take 1 or 3 stones (or the two moves given), whoever takes the last
/// stone wins.
const SOLUTION: &str = r#"use grundy::subtraction::subtraction_table;
use proconio::input;

/// One pile, read where it is needed.
fn read_pile() -> usize {
    input! { n: usize }
    n
}

fn main() {
    input! {
        t: usize,
        moves: [usize; 2],
    }
    let table = subtraction_table(&moves, 1000);
    for _ in 0..t {
        let n = read_pile();
        let tag = proconio::read_value!(u32);
        println!("{} {}", tag, if table[n] != 0 { "First" } else { "Second" });
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn nothing() {}
}
"#;

/// Moves {1, 3}: a pile is lost iff it is even (every move changes the
/// parity, and 0 is lost), so 4 and 2 are lost, 5 and 7 won.
const INPUT: &str = "4\n1 3\n4 10\n5 11\n2 12\n7 13\n";
const OUTPUT: &str = "10 Second\n11 First\n12 Second\n13 First\n";

#[test]
fn a_contestants_project_bundles_and_runs_on_the_old_compiler() {
    let dir = project("ok", &[("src/main.rs", SOLUTION)]);
    // The project is real: cargo builds it, and it answers.
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("file-project-target");
    let build = Command::new(cargo)
        .args(["build", "--offline", "-q"])
        .current_dir(&dir)
        .env("CARGO_TARGET_DIR", &target)
        .output()
        .unwrap();
    assert!(build.status.success(), "{}", text(&build.stderr));
    let built = common::run(&target.join("debug/mine"), INPUT.as_bytes());
    assert_eq!(text(&built.stdout), OUTPUT, "{}", text(&built.stderr));

    // Bundled from inside the project, by a relative path.
    let old = old_rustc();
    let out = bundle(&dir, &["--file", "src/main.rs"], old.as_deref());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let code = text(&out.stdout);
    // One line on stderr: the size.
    let said = text(&out.stderr);
    let digits: String = said.chars().filter(char::is_ascii_digit).collect();
    assert!(
        said.starts_with("bundle: ") && said.ends_with(" bytes\n") && said.lines().count() == 1,
        "{said}"
    );
    assert_eq!(digits, code.len().to_string(), "{said}");
    assert_eq!(
        code.matches("from crate::grundy::input::shared_stdin()")
            .count(),
        3,
        "{code}"
    );
    for gone in ["OnceLock", "STDIN_SOURCE", "#[cfg(test)]", "fn nothing"] {
        assert!(!code.contains(gone), "{gone:?} in:\n{code}");
    }
    assert!(code.contains("this program uses, by `cargo run --bin bundle -- --file main.rs`"));

    // The same bundle from elsewhere, by an absolute path, with -o.
    let file = dir.join("Main.rs");
    let main = dir.join("src/main.rs").display().to_string();
    let again = bundle(
        &std::env::temp_dir(),
        &["--file", &main, "-o", &file.display().to_string()],
        old.as_deref(),
    );
    assert!(again.status.success(), "{}", text(&again.stderr));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), code);

    // Compiled alone by the old compiler, in every edition: it answers as
    // the cargo build does.
    let rustcs: Vec<String> =
        std::iter::once(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string()))
            .chain(old)
            .collect();
    for rustc in &rustcs {
        for edition in ["2015", "2018", "2021"] {
            let exe = dir.join(format!("main-{edition}"));
            let compiled = Command::new(rustc)
                .args(["--edition", edition, "-O", "-o"])
                .arg(&exe)
                .arg(&file)
                .output()
                .unwrap();
            assert!(
                compiled.status.success() && compiled.stderr.is_empty(),
                "{rustc} --edition {edition}:\n{}",
                text(&compiled.stderr)
            );
            let run = common::run(&exe, INPUT.as_bytes());
            assert_eq!(text(&run.stdout), OUTPUT, "{rustc} {edition}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A solution calling every classic of issue 26's first items (no input):
/// each must bundle and compile without warnings on rustc 1.63 in every
/// edition (a bundle is also compiled as edition 2015, where a panic message
/// is no format string and `array.into_iter()` yields references).
const CLASSICS: &str = r#"use grundy::anti_sg::{first_player_wins_anti_sg, MisereSearch};
use grundy::capacity::{capacity_move_to, capacity_value};
use grundy::coins::{heads_value, mock_turtles, ruler, turn_up_to};
use grundy::fibonacci_nim::{first_player_wins, winning_take, zeckendorf};
use grundy::game::game_fn;
use grundy::games::boxes::{grundy_value, winning_moves};
use grundy::take_range::{take_range_value, winning_takes};
use grundy::welter::{welter_value, welter_winning_moves};

fn main() {
    let mut s = MisereSearch::new(game_fn(|&n: &u8| (0..n).map(|m| vec![m]).collect()));
    println!("{} {}", first_player_wins_anti_sg(&[1, 1]), s.first_player_wins(&[2, 2]));
    println!("{:?}", s.anti_sg_counterexample(&[0, 1, 2], 3));
    println!("{} {:?}", capacity_value(10, 3, |c| c * c), capacity_move_to(10, 3, 1, |c| c * c));
    println!("{} {} {}", heads_value(&[1, 3, 5], mock_turtles), ruler(8), turn_up_to(2, 4));
    println!("{} {:?} {:?}", first_player_wins(20), winning_take(20, 19), zeckendorf(20));
    println!("{} {:?}", grundy_value(4, 2), winning_moves(&[(1, 2), (4, 2)]));
    println!("{} {:?}", take_range_value(9, 2, 3), winning_takes(14, 3, 5));
    println!("{} {:?}", welter_value(&[1, 2, 3]), welter_winning_moves(&[2, 5]));
}
"#;

/// Worked by hand, as in the doctests: misère Nim [1, 1] is won and [2, 2]
/// lost, and Nim satisfies the SJ hypothesis; the box (10, 3) under c^2 has
/// value 10 - 3 and reaches value 1 at 9; Mock Turtles 2 ^ 7 ^ 11 = 14,
/// ruler(8) = 8, turn up to 2 at 4 is 5; 20 = 13 + 5 + 2 is no Fibonacci
/// number and 2 wins; E&D (4, 2) is 3 | 1, two trailing ones, and (2, 2)
/// is the one winning split; 9 mod 5 = 4 over 2 is 2, from 14 takes 4..=5
/// win (take 3 to 5); Welter [1, 2, 3] is 3 and [2, 5] is won by 5 -> 3.
const CLASSICS_OUTPUT: &str = "true false\nNone\n7 Some(9)\n14 8 5\ntrue Some(2) [13, 5, 2]\n\
2 [(1, 0, 1, 2)]\n2 Some((4, 5))\n3 [(1, 3)]\n";

#[test]
#[ignore = "slow (about 15 s): four compilations of the bundle; CI runs it with --include-ignored"]
fn the_classics_bundle_and_run_on_the_old_compiler() {
    let dir = project("classics", &[("src/main.rs", CLASSICS)]);
    let old = old_rustc();
    let file = dir.join("Main.rs");
    let out = bundle(
        &dir,
        &["--file", "src/main.rs", "-o", &file.display().to_string()],
        old.as_deref(),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let rustcs: Vec<String> =
        std::iter::once(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string()))
            .chain(old)
            .collect();
    for rustc in &rustcs {
        for edition in ["2015", "2021"] {
            let exe = dir.join(format!("classics-{edition}"));
            let compiled = Command::new(rustc)
                .args(["--edition", edition, "-o"])
                .arg(&exe)
                .arg(&file)
                .output()
                .unwrap();
            assert!(
                compiled.status.success() && compiled.stderr.is_empty(),
                "{rustc} --edition {edition}:\n{}",
                text(&compiled.stderr)
            );
            let run = common::run(&exe, b"");
            assert_eq!(text(&run.stdout), CLASSICS_OUTPUT, "{rustc} {edition}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `slice::chunk_by` is Rust 1.77: today's compiler takes it, 1.63 does not.
const CHUNK_BY: &str = "fn main() {\n    let v = vec![1u64, 1, 2];\n    let runs = v.chunk_by(|a, b| a == b).count();\n    println!(\"{}\", runs);\n}\n";

#[test]
fn an_api_newer_than_the_old_compiler_is_refused_with_nothing_written() {
    let Some(old) = old_rustc() else {
        return;
    };
    let dir = project("new-api", &[("src/main.rs", CHUNK_BY)]);
    let file = dir.join("Main.rs");
    let target = file.display().to_string();
    let out = bundle(&dir, &["--file", "src/main.rs", "-o", &target], Some(&old));
    assert_refused(
        &out,
        3,
        &[
            "bundle: error: rustc 1.63.0 (edition 2021) rejects the bundle, nothing written",
            "error[E0599]",
            "`chunk_by`",
            "at bundle line 3: `let runs = v.chunk_by(|a, b| a == b).count();`",
        ],
    );
    assert!(!file.exists(), "a rejected bundle was written");
    // On stdout too, nothing.
    let out = bundle(&dir, &["--file", "src/main.rs"], Some(&old));
    assert_refused(&out, 3, &["chunk_by"]);
    // With the check off (GRUNDY_OLD_RUSTC unset), the file is written.
    let out = bundle(&dir, &["--file", "src/main.rs", "-o", &target], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(std::fs::read_to_string(&file).unwrap().contains("chunk_by"));
    // A compiler that cannot be run is a one-line error, exit 1.
    let out = bundle(&dir, &["--file", "src/main.rs"], Some("/nonexistent/rustc"));
    assert_refused(&out, 1, &["cannot run GRUNDY_OLD_RUSTC=/nonexistent/rustc"]);
    std::fs::remove_dir_all(&dir).unwrap();

    // The crate's own binaries pass the check in every edition.
    let out = bundle(&common::repo_root(), &["p9655"], Some(&old));
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(!out.stdout.is_empty());
}

#[test]
fn files_that_cannot_be_bundled_are_refused_in_one_line() {
    let lib = "pub fn helper() -> u64 {\n    1\n}\n";
    let own_lib = "fn main() {\n    println!(\"{}\", mine::helper());\n}\n";
    let itertools = "use itertools::Itertools;\nfn main() {\n    println!(\"{}\", [1, 2].iter().join(\",\"));\n}\n";
    let fastout = "use proconio::fastout;\n#[fastout]\nfn main() {\n    println!(\"1\");\n}\n";
    let two_sources = "use proconio::input;\nfn main() {\n    let mut s = grundy::input::stdin_source();\n    input! { from &mut s, a: u8 }\n    input! { b: u8 }\n    println!(\"{}\", a + b);\n}\n";
    let module = "mod helper;\nfn main() {}\n";
    let dir = project(
        "refused",
        &[
            ("src/lib.rs", lib),
            ("src/bin/own_lib.rs", own_lib),
            ("src/bin/itertools.rs", itertools),
            ("src/bin/fastout.rs", fastout),
            ("src/bin/two.rs", two_sources),
            ("src/bin/module.rs", module),
            ("src/bin/helper.rs", "\n"),
        ],
    );
    for (file, code, want) in [
        (
            "src/bin/own_lib.rs",
            1,
            vec!["src/bin/own_lib.rs uses crate `mine` on line 2"],
        ),
        (
            "src/bin/itertools.rs",
            1,
            vec!["crate `itertools` on line 1"],
        ),
        (
            "src/bin/fastout.rs",
            1,
            vec!["line 1 uses proconio's `fastout`"],
        ),
        (
            "src/bin/two.rs",
            1,
            vec!["line 3 makes its own stdin source", "line 5 calls `input!`"],
        ),
        ("src/bin/module.rs", 1, vec!["own `mod` files"]),
        (
            "src/bin/none.rs",
            1,
            vec!["--file src/bin/none.rs: no such file"],
        ),
        ("src", 1, vec!["--file src: a folder, not a file"]),
    ] {
        let out = bundle(&dir, &["--file", file], None);
        assert_refused(&out, code, &want);
    }
    let usage = [
        (vec!["--file"], "--file needs a path"),
        (vec!["--file", "a.rs", "p9655"], "not both"),
        (
            vec!["--file", "a.rs", "--file", "b.rs"],
            "one --file at a time",
        ),
    ];
    for (args, want) in usage {
        let out = bundle(&dir, &args, None);
        assert_refused(&out, 2, &[want]);
    }
    // The bundle never replaces the project's own source.
    let out = bundle(
        &dir,
        &[
            "--file",
            "src/bin/itertools.rs",
            "-o",
            "src/bin/itertools.rs",
        ],
        None,
    );
    assert_refused(&out, 2, &["refusing to write into"]);
    assert_eq!(
        std::fs::read_to_string(dir.join("src/bin/itertools.rs")).unwrap(),
        itertools
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Compiles `file` with today's rustc as `edition` and runs it: its stdout.
fn compile_and_run(file: &Path, edition: &str) -> String {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let exe = file.with_extension("exe");
    let compiled = Command::new(&rustc)
        .args(["--edition", edition, "-o"])
        .arg(&exe)
        .arg(file)
        .output()
        .unwrap();
    assert!(
        compiled.status.success(),
        "{} does not compile as {edition}:\n{}",
        file.display(),
        text(&compiled.stderr)
    );
    text(&common::run(&exe, b"").stdout)
}

/// `games::pieces` imports the module `wythoff` (`use crate::wythoff;`)
/// for items a program of only `Piece` does not reach: the bundle must not
/// keep that `use` of a module it leaves out (it did: exit 0, and a file no
/// rustc compiles).
#[test]
fn a_program_of_only_pieces_piece_compiles() {
    let main = "use grundy::games::pieces::Piece;\n\nfn main() {\n    let p: Option<Piece> = None;\n    println!(\"{}\", p.is_none());\n}\n";
    let dir = project("pieces", &[("src/main.rs", main)]);
    let file = dir.join("Main.rs");
    let out = bundle(
        &dir,
        &["--file", "src/main.rs", "-o", &file.display().to_string()],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(compile_and_run(&file, "2021"), "true\n");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The manifest is read as TOML: a trailing comment after the edition and
/// single quotes (the line reader took `edition = "2018" # old` for 2021,
/// and so refused code valid in 2018 only: a bare trait object).
#[test]
fn the_edition_is_read_as_toml_says() {
    let main = "fn show(x: &std::fmt::Display) -> String {\n    format!(\"{}\", x)\n}\n\nfn main() {\n    println!(\"{}\", show(&grundy::mex::mex_mask(3)));\n}\n";
    for edition in ["edition = \"2018\" # old", "edition = '2018'"] {
        let dir = project("toml", &[("src/main.rs", main)]);
        let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
        let manifest = manifest.replace("edition = \"2021\"", edition);
        std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
        let file = dir.join("Main.rs");
        let out = bundle(
            &dir,
            &["--file", "src/main.rs", "-o", &file.display().to_string()],
            None,
        );
        assert!(out.status.success(), "{edition}: {}", text(&out.stderr));
        // mex of {0, 1} is 2.
        assert_eq!(compile_and_run(&file, "2018"), "2\n", "{edition}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// What cannot become a file that compiles is one line naming the cause,
/// exit 1, nothing on stdout, and an existing `-o` file left as it was.
#[test]
fn programs_the_bundle_cannot_hold_are_refused_in_one_line() {
    let renamed =
        "use grundy as g;\n\nfn main() {\n    println!(\"{}\", g::mex::mex_mask(1));\n}\n";
    let whole = "use grundy;\n\nfn main() {\n    println!(\"{}\", grundy::mex::mex_mask(1));\n}\n";
    let own_proconio = "mod proconio {\n    pub fn one() -> u8 {\n        1\n    }\n}\n\nfn main() {\n    println!(\"{}\", proconio::one());\n}\n";
    let own_grundy = "struct grundy;\n\nfn main() {\n    let _ = grundy;\n}\n";
    let not_compiling = "fn main() {\n    let x: u8 = \"text\";\n}\n";
    let dir = project(
        "cannot",
        &[
            ("src/bin/renamed.rs", renamed),
            ("src/bin/whole.rs", whole),
            ("src/bin/own_proconio.rs", own_proconio),
            ("src/bin/own_grundy.rs", own_grundy),
            ("src/bin/not_compiling.rs", not_compiling),
        ],
    );
    let existing = dir.join("Main.rs");
    for (file, code, want) in [
        (
            "src/bin/renamed.rs",
            1,
            vec!["line 1 imports the crate `grundy` itself"],
        ),
        (
            "src/bin/whole.rs",
            1,
            vec!["line 1 imports the crate `grundy` itself"],
        ),
        (
            "src/bin/own_proconio.rs",
            1,
            vec!["line 1 defines `proconio` at the top level"],
        ),
        (
            "src/bin/own_grundy.rs",
            1,
            vec!["line 1 defines `grundy` at the top level"],
        ),
        (
            "src/bin/not_compiling.rs",
            3,
            vec![
                "rejects the bundle, nothing written",
                "E0308",
                "bundle line 2",
            ],
        ),
    ] {
        std::fs::write(&existing, "kept\n").unwrap();
        let out = bundle(
            &dir,
            &["--file", file, "-o", &existing.display().to_string()],
            None,
        );
        assert_refused(&out, code, &want);
        assert_eq!(
            std::fs::read_to_string(&existing).unwrap(),
            "kept\n",
            "{file}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A failing `cargo metadata` (a git dependency that cannot be fetched)
/// names cargo's error and its cause, not its progress line.
#[test]
fn a_failing_cargo_metadata_names_its_error() {
    let dir = project("gitdep", &[("src/main.rs", "fn main() {}\n")]);
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap()
        + "foo = { git = \"file:///nonexistent/grundy-test-repo\" }\n";
    std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
    let out = bundle(&dir, &["--file", "src/main.rs"], None);
    assert_refused(
        &out,
        1,
        &[
            "`cargo metadata` failed: ",
            "failed to get `foo` as a dependency",
            "/nonexistent/grundy-test-repo",
        ],
    );
    assert!(
        !text(&out.stderr).contains("Updating"),
        "{}",
        text(&out.stderr)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A folder, a FIFO or a pipe on `/dev/stdin` given to `--file` is named
/// for what it is (it was "no such file"), and never read (a FIFO would
/// block).
#[cfg(unix)]
#[test]
fn a_path_that_is_no_plain_file_is_named_for_what_it_is() {
    let dir = project("special", &[("src/main.rs", "fn main() {}\n")]);
    let out = bundle(&dir, &["--file", "src"], None);
    assert_refused(&out, 1, &["--file src: a folder, not a file"]);
    let fifo = dir.join("fifo");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let out = bundle(&dir, &["--file", "fifo"], None);
    assert_refused(&out, 1, &["--file fifo: not a plain file (a FIFO)"]);
    let out = Command::new(common::bin_path("bundle"))
        .args(["--file", "/dev/stdin"])
        .stdin(std::process::Stdio::piped())
        .output()
        .unwrap();
    assert_refused(&out, 1, &["--file /dev/stdin: not a plain file (a FIFO)"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A solution written against the paths before src/ was grouped by subject
/// (`grundy::euclid`, `grundy::heap`: short names at the crate root), mixed
/// with the new ones (`grundy::impartial::heap`), bundles and compiles
/// without a warning on today's compiler and (with `GRUNDY_OLD_RUSTC`) on
/// rustc 1.63, and prints what the rules say.
#[test]
fn a_solution_on_the_old_paths_compiles_with_the_new_ones_and_no_warning() {
    let main = "use grundy::euclid::first_player_wins;\nuse grundy::heap;\nuse grundy::impartial::heap::heap_table;\nuse grundy::pieces::{grundy_value, Piece};\nuse grundy::residue::POWERS_OF_FOUR;\n\nfn main() {\n    let (_, p) = grundy::subtraction::subtraction_period(&[1, 2]);\n    let rule = |n: usize, push: &mut dyn FnMut(&[usize])| {\n        for k in 1..=n.min(2) {\n            push(&[n - k]);\n        }\n    };\n    let g = heap::heap_table(6, rule);\n    println!(\n        \"{} {} {:?} {} {} {}\",\n        first_player_wins(3, 1),\n        grundy_value(vec![(0, 1, Piece::King), (5, 3, Piece::Rook)]),\n        POWERS_OF_FOUR.check(),\n        p.period,\n        g[5],\n        heap_table(6, rule) == g\n    );\n}\n";
    // Euclid (3, 1): take 3 * 1, leaving 0, and win. A king one step from
    // (0, 0) has value 1, a rook at (5, 3) is Nim on heaps 5 and 3: 6;
    // 1 ^ 6 = 7. The 4^x proof holds. Moves {1, 2}: values 0 1 2 0 1 2 ...,
    // period 3, and the heap game "take 1 or 2" is that game: g(5) = 2.
    let want = "true 7 Ok(()) 3 2 true\n";
    let dir = std::env::temp_dir().join(format!("grundy-moved-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("old.rs");
    std::fs::write(&file, main).unwrap();
    let bundled = dir.join("bundled.rs");
    let out = bundle(
        &dir,
        &[
            "--file",
            &file.display().to_string(),
            "-o",
            &bundled.display().to_string(),
        ],
        old_rustc().as_deref(),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let code = std::fs::read_to_string(&bundled).unwrap();
    assert!(code.contains("\tpub mod euclid {"), "{code}");
    // The short names the program uses, and no other.
    let aliases: Vec<&str> = code
        .lines()
        .filter(|l| l.starts_with("\tpub use self::"))
        .collect();
    assert_eq!(
        aliases,
        [
            "\tpub use self::games::euclid;",
            "\tpub use self::games::pieces;",
            "\tpub use self::games::residue;",
            "\tpub use self::impartial::heap;",
            "\tpub use self::impartial::subtraction;",
        ],
        "{code}"
    );
    let rustcs: Vec<String> =
        std::iter::once(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string()))
            .chain(old_rustc())
            .collect();
    for rustc in &rustcs {
        let exe = dir.join("old");
        let compiled = Command::new(rustc)
            .args(["--edition", "2021", "-o"])
            .arg(&exe)
            .arg(&bundled)
            .output()
            .unwrap();
        let stderr = text(&compiled.stderr);
        assert!(compiled.status.success(), "{rustc}: {stderr}");
        assert!(!stderr.contains("warning"), "{rustc}: {stderr}");
        assert_eq!(text(&common::run(&exe, b"").stdout), want, "{rustc}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// R15: an item of the library that happens to be named `grundy` (Lasker's
/// Nim's `games::lasker::grundy`, the library's own doc example), imported
/// by its path or in a group, is bundled: the bundle's `mod grundy` is in
/// the type namespace, the function in the value one. (It was refused as
/// "defines `grundy`", and the grouped form as "imports the crate itself".)
/// Only the crate itself at the root of a `use` is still refused.
#[test]
fn an_imported_item_named_grundy_is_bundled() {
    // Lasker's Nim by its rule (split a heap in two, or take any number):
    // g(4k + 1) = 4k + 1, g(4k + 2) = 4k + 2, g(4k + 3) = 4k + 4,
    // g(4k + 4) = 4k + 3; here 1..=8 and 0.
    let want = "0 1 2 4 3 5 6 8 7\n";
    let body = "fn main() {\n    let v: Vec<String> = (0..9u64).map(|n| grundy(n).to_string()).collect();\n    println!(\"{}\", v.join(\" \"));\n}\n";
    let plain = format!("use grundy::games::lasker::grundy;\n\n{body}");
    let grouped = format!("use grundy::games::lasker::{{first_player_wins, grundy}};\n\n{body}");
    let nested =
        format!("use grundy::{{games::lasker::{{grundy, first_player_wins}}, mex}};\n\n{body}");
    let dir = project(
        "lasker",
        &[
            ("src/bin/plain.rs", plain.as_str()),
            ("src/bin/grouped.rs", grouped.as_str()),
            ("src/bin/nested.rs", nested.as_str()),
        ],
    );
    for name in ["plain", "grouped", "nested"] {
        let file = dir.join(format!("{name}.rs"));
        let out = bundle(
            &dir,
            &[
                "--file",
                &format!("src/bin/{name}.rs"),
                "-o",
                &file.display().to_string(),
            ],
            None,
        );
        assert!(out.status.success(), "{name}: {}", text(&out.stderr));
        assert_eq!(compile_and_run(&file, "2021"), want, "{name}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The crate imported whole, at the root of a group or after a leading
/// `::`, is still refused, in one line without a run of spaces (R17: the
/// message had 22 spaces in its middle).
#[test]
fn the_crate_imported_whole_is_refused_in_a_tidy_line() {
    let programs = [
        "use {grundy, proconio::input};\n\nfn main() {}\n",
        "use ::grundy;\n\nfn main() {}\n",
        "use {std::fmt, {grundy as g}};\n\nfn main() {}\n",
    ];
    let files: Vec<(String, &str)> = programs
        .iter()
        .enumerate()
        .map(|(i, p)| (format!("src/bin/p{i}.rs"), *p))
        .collect();
    let refs: Vec<(&str, &str)> = files.iter().map(|(f, p)| (f.as_str(), *p)).collect();
    let dir = project("whole", &refs);
    for (file, _) in &files {
        let out = bundle(&dir, &["--file", file], None);
        assert_refused(&out, 1, &["line 1 imports the crate `grundy` itself"]);
        let err = text(&out.stderr);
        assert!(!err.contains("  "), "{file}: a run of spaces in `{err}`");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
