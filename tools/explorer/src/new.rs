//! `grundy new NAME`: starts a problem in the `grundy` crate with the three
//! files every problem here has.
//!
//! - `src/bin/NAME.rs`: a thin binary in the shape of the others
//!   (`install_error_hook`, `stdin_source`, `input! { from &mut source, .. }`,
//!   the bounds checks, one library call, `ensure_end`, print). It builds and
//!   runs as made: it answers a stand-in game (take 1, 2 or 3 stones) until
//!   the problem's own replaces it.
//! - `testdata/NAME/`: empty, for `oj d URL -d testdata/NAME` (which writes
//!   `sample-1.in` / `sample-1.out`, the layout `tests/common` reads);
//!   bad-input cases go in `testdata/NAME/bad/` as `<case>.in` + `<case>.err`.
//! - `tests/NAME.rs`: the stored cases, and seeded random inputs against a
//!   brute force written from the rules. The brute force is the user's to
//!   write: as made, it panics with `write the brute force in tests/NAME.rs`,
//!   so the test fails until it is written instead of passing as if done.
//!
//! The crate is found from the current folder upward (the first `Cargo.toml`
//! whose `[package]` has `name = "grundy"`), or given with `--dir`. Refused,
//! with one line on stderr and nothing written: a name that is not a plain
//! lower-case identifier, a Rust keyword or a name the build reserves (exit
//! 2); a name already taken by a binary, a test or a case folder, a folder
//! outside the crate, or a file that cannot be written (exit 1). A report
//! that cannot be written to stdout (a full device, a closed pipe) takes
//! back the files and folders made, exit 1.

use crate::cli::NewArgs;
use crate::failure::Failure;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Rust's keywords, strict and reserved, in every edition to 2024: no
/// binary or test may be named so.
const KEYWORDS: [&str; 52] = [
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "Self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
];

/// Names the build gives a meaning already: cargo's reserved target names,
/// the standard crates, the crate's own dependencies, and the folders of
/// `tests/` that are modules (`tests/common`, `tests/brute`).
const RESERVED: [&str; 14] = [
    "build",
    "deps",
    "examples",
    "incremental",
    "test",
    "std",
    "core",
    "alloc",
    "proc_macro",
    "grundy",
    "proconio",
    "itertools",
    "rand",
    "common",
];

/// The longest name accepted.
const MAX_LEN: usize = 64;

/// Makes the three files of problem `args.name`; returns what stdout gets.
pub fn new(args: NewArgs) -> Result<String, Failure> {
    let name = args.name;
    check_name(&name).map_err(Failure::Usage)?;
    let root = match args.dir {
        Some(dir) => {
            if is_grundy_crate(&dir) {
                dir
            } else {
                return Err(Failure::Run(format!(
                    "--dir {}: no Cargo.toml with name = \"grundy\" there",
                    dir.display()
                )));
            }
        }
        None => find_root()?,
    };
    check_free(&root, &name).map_err(Failure::Run)?;
    let made = create(&root, &name).map_err(Failure::Run)?;
    let report = format!(
        "made {}\n\
         next:\n  \
         oj d URL -d testdata/{name}   (the samples, with online-judge-tools)\n  \
         write fn brute in tests/{name}.rs, then the solution in src/bin/{name}.rs\n  \
         cargo test --test {name}\n  \
         cargo run --release --bin bundle -- {name} -o Main.rs\n",
        made.names.join(", ")
    );
    // The report is written here, not by `main`: when stdout fails (a full
    // device, a closed pipe) the files are taken back, so that the name is
    // still free and nothing is left half announced.
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = stdout
        .write_all(report.as_bytes())
        .and_then(|()| stdout.flush())
    {
        remove(&made.paths);
        return Err(Failure::Run(format!(
            "cannot write the output: {}; nothing made",
            e
        )));
    }
    Ok(String::new())
}

/// What [`create`] made: the names to report and the paths to remove.
struct Made {
    names: Vec<String>,
    paths: Vec<PathBuf>,
}

/// Makes folder `dir` and the missing ones above it, each one added to
/// `made` (so that taking back what was made removes them too).
fn make_dirs(dir: &Path, made: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let missing: Vec<&Path> = dir.ancestors().take_while(|d| !d.exists()).collect();
    for d in missing.into_iter().rev() {
        std::fs::create_dir(d)?;
        made.push(d.to_path_buf());
    }
    Ok(())
}

/// Removes what `create` made, the last made first.
fn remove(made: &[PathBuf]) {
    for path in made.iter().rev() {
        let _ = if path.is_dir() {
            std::fs::remove_dir(path)
        } else {
            std::fs::remove_file(path)
        };
    }
}

/// A name is a plain lower-case identifier (`[a-z_][a-z0-9_]*`, so that the
/// test crate named after it has a snake-case name), not a keyword and not
/// reserved.
fn check_name(name: &str) -> Result<(), String> {
    let shown: String = name.chars().take(MAX_LEN).collect();
    let refuse = |why: &str| Err(format!("`{}` {}", shown.escape_debug(), why));
    if name.is_empty() {
        return Err("the name is empty; a problem's name is like abc300_d or p9655".to_string());
    }
    if name.chars().count() > MAX_LEN {
        return refuse(&format!("is longer than {} characters", MAX_LEN));
    }
    let mut chars = name.chars();
    let first = chars.next().unwrap_or('_');
    let plain = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_';
    if !(first.is_ascii_lowercase() || first == '_') || !chars.all(plain) || name == "_" {
        let hint = if name
            .chars()
            .all(|c| plain(c.to_ascii_lowercase()) || c == '-')
        {
            let fixed = name.to_ascii_lowercase().replace('-', "_");
            let fixed = if fixed.starts_with(|c: char| c.is_ascii_digit()) {
                format!("p{}", fixed)
            } else {
                fixed
            };
            // Only a name that is accepted itself (not `_`, not `self`).
            if fixed != name && check_name(&fixed).is_ok() {
                format!(" (say {})", fixed)
            } else {
                String::new()
            }
        } else {
            String::new()
        };
        return refuse(&format!(
            "is not a plain identifier: lower-case letters, digits and _, not starting with a digit{}",
            hint
        ));
    }
    if KEYWORDS.contains(&name) {
        return refuse("is a Rust keyword");
    }
    if RESERVED.contains(&name) {
        return refuse(
            "is a name the build already uses (a crate, a tests/ module or a cargo folder)",
        );
    }
    Ok(())
}

/// Does `dir/Cargo.toml` declare the package `grundy`?
fn is_grundy_crate(dir: &Path) -> bool {
    grundy_shared::manifest::package_field(dir, "name").as_deref() == Some("grundy")
}

/// The `grundy` crate at or above the current folder.
fn find_root() -> Result<PathBuf, Failure> {
    let here = std::env::current_dir()
        .map_err(|e| Failure::Run(format!("cannot read the current folder: {}", e)))?;
    here.ancestors()
        .find(|dir| is_grundy_crate(dir))
        .map(Path::to_path_buf)
        .ok_or_else(|| {
            Failure::Run(format!(
                "{} is not inside the grundy crate (no Cargo.toml with name = \"grundy\" here or above); \
                 cd into it or give --dir",
                here.display()
            ))
        })
}

/// Is `name` free: no binary, test, case folder, tools package (whose
/// folder names its binary: `tools/bundle`) or tools test of that name?
fn check_free(root: &Path, name: &str) -> Result<(), String> {
    let mut taken = vec![
        format!("src/bin/{}.rs", name),
        format!("src/bin/{}", name),
        format!("tests/{}.rs", name),
        format!("tests/{}", name),
        format!("testdata/{}", name),
        format!("tools/{}", name),
    ];
    // Each tools package's tests: tools/<package>/tests/<name>.rs.
    let mut packages: Vec<String> = std::fs::read_dir(root.join("tools"))
        .map(|dir| {
            dir.filter_map(|e| e.ok())
                .filter_map(|e| e.file_name().into_string().ok())
                .collect()
        })
        .unwrap_or_default();
    packages.sort();
    taken.extend(
        packages
            .iter()
            .map(|package| format!("tools/{}/tests/{}.rs", package, name)),
    );
    match taken.iter().find(|p| root.join(p).exists()) {
        Some(path) => Err(format!(
            "`{}` is taken: {} exists in {}",
            name,
            path,
            root.display()
        )),
        None => Ok(()),
    }
}

/// Writes the three files; on a failure, removes what it made.
fn create(root: &Path, name: &str) -> Result<Made, String> {
    let files = [
        (format!("src/bin/{}.rs", name), binary(name)),
        (format!("tests/{}.rs", name), test(name)),
    ];
    let mut made: Vec<PathBuf> = Vec::new();
    let mut write_all = || -> Result<(), String> {
        let cases = root.join("testdata").join(name);
        make_dirs(&cases, &mut made)
            .map_err(|e| format!("cannot make {}: {}", cases.display(), e))?;
        for (path, text) in &files {
            let path = root.join(path);
            if let Some(dir) = path.parent() {
                make_dirs(dir, &mut made)
                    .map_err(|e| format!("cannot make {}: {}", dir.display(), e))?;
            }
            let mut file = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path)
                .map_err(|e| format!("cannot write {}: {}", path.display(), e))?;
            made.push(path.clone());
            // sync_all: on a full disk a write can seem to succeed and fail
            // only when the data reaches the disk; all three files or none.
            std::io::Write::write_all(&mut file, text.as_bytes())
                .and_then(|()| file.sync_all())
                .map_err(|e| format!("cannot write {}: {}", path.display(), e))?;
        }
        Ok(())
    };
    match write_all() {
        Ok(()) => Ok(Made {
            names: vec![
                format!("src/bin/{}.rs", name),
                format!("testdata/{}/", name),
                format!("tests/{}.rs", name),
            ],
            paths: made,
        }),
        Err(e) => {
            remove(&made);
            Err(e)
        }
    }
}

/// `src/bin/NAME.rs`: the thin-binary shape, answering a stand-in game.
fn binary(name: &str) -> String {
    BINARY.replace("NAME", name)
}

/// `tests/NAME.rs`: the stored cases and the brute-force comparison.
fn test(name: &str) -> String {
    TEST.replace("NAME", name)
}

const BINARY: &str = r#"// NAME: <the problem's address>
// <The rules in a line or two: who moves, what a move is, who wins.>
//
// As made by `grundy new`, this answers a stand-in game (one pile of N stones,
// take 1, 2 or 3, whoever takes the last stone wins): replace the input, the
// bounds, the library call and the printed words with the problem's.
use grundy::input::{check_range, ensure_end, install_error_hook};
use grundy::subtraction::subtraction_table;
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: usize }
    ensure_end(source.next_token());
    let n = check_range("N", n, 1, 1000);
    let g = subtraction_table(&[1, 2, 3], n);
    println!("{}", if g[n] != 0 { "First" } else { "Second" });
}
"#;

const TEST: &str = r#"//! NAME as a process: its stored cases (`testdata/NAME/`), the small stored
//! answers recomputed by a brute force written from the rules, and seeded
//! random inputs against that brute force. Nothing here uses the crate's
//! game logic.
mod common;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// What the binary must print for `input`, found from the rules alone: read
/// the position, search every move (memoised on the position), and format the
/// answer exactly as the judge wants it, with its final newline. No closed
/// form and no library call: this is what the solution is checked against.
fn brute(input: &str) -> String {
    panic!(
        "write the brute force in tests/NAME.rs (fn brute): the answer to {:?} from the rules",
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
    let exe = common::bin_path("NAME");
    let cases = common::cases("NAME");
    assert!(
        !cases.is_empty(),
        "no cases in testdata/NAME/: `oj d URL -d testdata/NAME` stores the samples"
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

/// Stored answers whose input has at most this many bytes are recomputed by
/// [`brute`]; raise it as far as the brute force is quick.
const BRUTE_MAX_INPUT: usize = 100;

#[test]
fn small_stored_answers_match_the_brute_force() {
    for case in common::cases("NAME") {
        if let common::Expect::Output(stored) = &case.expect {
            if case.input.len() <= BRUTE_MAX_INPUT {
                let input = String::from_utf8_lossy(&case.input);
                assert_eq!(&brute(&input), stored, "{}: the stored answer", case.label);
            }
        }
    }
}

#[test]
fn random_inputs_match_the_brute_force() {
    let exe = common::bin_path("NAME");
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
"#;
