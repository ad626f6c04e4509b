//! Fuzz targets of the bundler (`bundle --file`), its lexer and its
//! transforms.
//!
//! - Programs: random small programs of library calls (numbers, Nim,
//!   Welter, Zeckendorf, roots, coins, nimbers, tables, Wythoff, Lasker,
//!   Blue-Red-Green stalks, dyadics), imported in random ways (one `use` a
//!   function, a module, a grouped `use`, a full path, `as` renames), with
//!   comments and string literals that look like paths, compiled as a
//!   random edition. The bundle, compiled with today's rustc and run, must
//!   print what the unbundled program prints: the same calls made here,
//!   linked against the library (what `cargo run` of the program prints).
//! - Mutations: the same programs with random bytes and tokens changed. The
//!   bundler must then exit 0 (a bundle that compiles), 1 (cannot bundle) or
//!   3 (the compiler rejects it), with one line on stderr, never a panic.
//!
//! Each case runs `cargo metadata` and rustc, so the quick run is a few
//! cases: `cargo test -p grundy-bundle --test fuzz_bundle`; long run:
//! docs/testing.md.
#[path = "../../../tests/common/mod.rs"]
mod common;
#[path = "../../../tests/fuzzing/mod.rs"]
mod fuzzing;

use fuzzing::fuzz_slow;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use std::path::{Path, PathBuf};
use std::process::Command;

/// One library call: its module (under `grundy::`), function, the argument
/// text, and what the unbundled program prints for it.
#[derive(Clone, Debug)]
struct Call {
    module: &'static str,
    func: &'static str,
    args: String,
    want: String,
}

fn list(v: &[u64]) -> String {
    format!("&{v:?}")
}

fn call() -> impl Strategy<Value = Call> {
    use grundy::*;
    let pile = || prop_oneof![0u64..40, Just(u64::MAX), any::<u64>()];
    let piles = move || prop::collection::vec(pile(), 0..5);
    prop_oneof![
        piles().prop_map(|p| Call {
            module: "nim",
            func: "nim_sum",
            args: list(&p),
            want: format!("{:?}", nim::nim_sum(&p)),
        }),
        piles().prop_map(|p| Call {
            module: "nim",
            func: "first_player_wins_misere",
            args: list(&p),
            want: format!("{:?}", nim::first_player_wins_misere(&p)),
        }),
        prop::collection::btree_set(0u64..64, 0..5).prop_map(|s| {
            let p: Vec<u64> = s.into_iter().collect();
            Call {
                module: "welter",
                func: "welter_value",
                args: list(&p),
                want: format!("{:?}", welter::welter_value(&p)),
            }
        }),
        pile().prop_map(|n| Call {
            module: "fibonacci_nim",
            func: "zeckendorf",
            args: format!("{n}"),
            want: format!("{:?}", fibonacci_nim::zeckendorf(n)),
        }),
        (pile(), 1u32..70).prop_map(|(a, k)| Call {
            module: "numeric",
            func: "iroot_u64",
            args: format!("{a}, {k}"),
            want: format!("{:?}", numeric::iroot_u64(a, k)),
        }),
        // Mock Turtles' domain: below 2^63; Ruler's: from 1.
        prop_oneof![0u64..40, Just((1 << 63) - 1), 0u64..1 << 63].prop_map(|x| Call {
            module: "coins",
            func: "mock_turtles",
            args: format!("{x}"),
            want: format!("{:?}", coins::mock_turtles(x)),
        }),
        prop_oneof![1u64..40, Just(u64::MAX), 1u64..].prop_map(|x| Call {
            module: "coins",
            func: "ruler",
            args: format!("{x}"),
            want: format!("{:?}", coins::ruler(x)),
        }),
        (pile(), pile()).prop_map(|(a, b)| Call {
            module: "nimber",
            func: "nim_product",
            args: format!("{a}, {b}"),
            want: format!("{:?}", nimber::nim_product(a, b)),
        }),
        (prop::collection::vec(1usize..6, 0..3), 0usize..12).prop_map(|(m, len)| Call {
            module: "subtraction",
            func: "subtraction_table",
            args: format!("&{m:?}, {len}"),
            want: format!("{:?}", subtraction::subtraction_table(&m, len)),
        }),
        (pile(), pile()).prop_map(|(a, b)| Call {
            module: "wythoff",
            func: "is_lost",
            args: format!("{a}, {b}"),
            want: format!("{:?}", wythoff::is_lost(a, b)),
        }),
        (0u64..1000).prop_map(|n| Call {
            module: "games::lasker",
            func: "first_player_wins",
            args: format!("&[{n}]"),
            want: format!("{:?}", games::lasker::first_player_wins(&[n])),
        }),
        piles().prop_map(|p| Call {
            module: "staircase",
            func: "staircase_value",
            args: list(&p),
            want: format!("{:?}", staircase::staircase_value(&p)),
        }),
        (1u64..30, 1u64..5, 0u64..4).prop_map(|(n, l, w)| Call {
            module: "take_range",
            func: "take_range_value",
            args: format!("{n}, {l}, {}", l + w),
            want: format!("{:?}", take_range::take_range_value(n, l, l + w)),
        }),
        prop::collection::vec(prop::sample::select(vec!['B', 'R', 'G']), 0..8).prop_map(|s| {
            let s: String = s.into_iter().collect();
            Call {
                module: "partizan::hackenbush",
                func: "stalk",
                args: format!("{s:?}"),
                want: format!(
                    "{:?}",
                    partizan::hackenbush::stalk(&s).map(|v| v.to_string())
                ),
            }
        }),
    ]
}

/// How a program names its calls.
#[derive(Clone, Copy, Debug)]
enum Style {
    /// `use grundy::m::f;` and `f(..)`.
    Function,
    /// `use grundy::m;` and `m::f(..)` (`m` the last segment).
    Module,
    /// `grundy::m::f(..)`, no `use`.
    FullPath,
    /// `use grundy::m::f as f_i;` and `f_i(..)`.
    Renamed,
    /// `use grundy::{m::f as g_i};` (grouped from the crate) and `g_i(..)`.
    FromTheCrate,
}

#[derive(Clone, Debug)]
struct Program {
    calls: Vec<(Call, Style)>,
    /// Whether one `use` per module groups its functions (`{f, g}`).
    grouped: bool,
    /// Comments and literals that look like paths.
    noise: bool,
    edition: &'static str,
}

fn program() -> impl Strategy<Value = Program> {
    let style = prop::sample::select(vec![
        Style::Function,
        Style::Module,
        Style::FullPath,
        Style::Renamed,
        Style::FromTheCrate,
    ]);
    (
        prop::collection::vec((call(), style), 1..5),
        any::<bool>(),
        any::<bool>(),
        prop::sample::select(vec!["2015", "2018", "2021"]),
    )
        .prop_map(|(calls, grouped, noise, edition)| Program {
            calls,
            grouped,
            noise,
            edition,
        })
}

impl Program {
    fn source(&self) -> String {
        let mut uses: Vec<(String, String)> = Vec::new(); // (module path, item)
        let mut body = String::new();
        for (i, (c, style)) in self.calls.iter().enumerate() {
            let last = c.module.rsplit("::").next().unwrap();
            let callee = match style {
                Style::Function => {
                    uses.push((c.module.to_string(), c.func.to_string()));
                    c.func.to_string()
                }
                Style::Module => {
                    let parent = c.module.rsplit_once("::").map(|(p, _)| p);
                    match parent {
                        Some(p) => uses.push((p.to_string(), last.to_string())),
                        None => uses.push((String::new(), last.to_string())),
                    }
                    format!("{last}::{}", c.func)
                }
                Style::FullPath => format!("grundy::{}::{}", c.module, c.func),
                Style::Renamed => {
                    uses.push((c.module.to_string(), format!("{} as f{i}", c.func)));
                    format!("f{i}")
                }
                Style::FromTheCrate => {
                    uses.push((String::new(), format!("{}::{} as g{i}", c.module, c.func)));
                    format!("g{i}")
                }
            };
            let shown = if c.func == "stalk" {
                format!("{callee}({}).map(|v| v.to_string())", c.args)
            } else {
                format!("{callee}({})", c.args)
            };
            if self.noise {
                body.push_str(&format!(
                    "    // grundy::{}::{} is called next; use grundy::nim;\n",
                    c.module, c.func
                ));
            }
            body.push_str(&format!("    println!(\"{{:?}}\", {shown});\n"));
        }
        uses.sort();
        uses.dedup();
        let mut head = String::new();
        if self.noise {
            head.push_str("/* use grundy::welter::*; mod grundy {} */\n");
        }
        if self.grouped {
            let mut i = 0;
            while i < uses.len() {
                let m = &uses[i].0;
                let items: Vec<&str> = uses[i..]
                    .iter()
                    .take_while(|(n, _)| n == m)
                    .map(|(_, it)| it.as_str())
                    .collect();
                let path = if m.is_empty() {
                    "grundy".to_string()
                } else {
                    format!("grundy::{m}")
                };
                head.push_str(&format!("use {path}::{{{}}};\n", items.join(", ")));
                i += items.len();
            }
        } else {
            for (m, it) in &uses {
                let path = if m.is_empty() {
                    "grundy".to_string()
                } else {
                    format!("grundy::{m}")
                };
                head.push_str(&format!("use {path}::{it};\n"));
            }
        }
        let mut main = format!("\nfn main() {{\n{body}");
        if self.noise {
            main.push_str(
                "    let s = r#\"use grundy::nim::nim_sum; crate::x \"#;\n    let c = '\"';\n    \
                 println!(\"{}\", s.len() + c.len_utf8() - 36);\n",
            );
        }
        main.push_str("}\n");
        head + &main
    }

    fn want(&self) -> String {
        let mut out: String = self
            .calls
            .iter()
            .map(|(c, _)| c.want.clone() + "\n")
            .collect();
        if self.noise {
            out.push_str("0\n");
        }
        out
    }
}

/// A contestant's project depending on this repository's `grundy`, made once
/// per test process and reused (only its `src/main.rs` changes).
fn project(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-fuzz-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("src")).unwrap();
    let manifest = format!(
        "[package]\nname = \"mine\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
         [dependencies]\ngrundy = {{ path = {:?} }}\nproconio = \"=0.5.0\"\n",
        common::repo_root().display().to_string()
    );
    std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
    dir
}

fn bundle(dir: &Path, source: &[u8]) -> std::process::Output {
    std::fs::write(dir.join("src/main.rs"), source).unwrap();
    let _ = std::fs::remove_file(dir.join("Main.rs"));
    Command::new(common::bin_path("bundle"))
        .args(["--file", "src/main.rs", "-o", "Main.rs"])
        .current_dir(dir)
        .env("CARGO_NET_OFFLINE", "true")
        .env_remove("GRUNDY_OLD_RUSTC")
        .output()
        .expect("run the bundler")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn check_program(dir: &Path, p: &Program) -> Result<(), TestCaseError> {
    let source = p.source();
    let out = bundle(dir, source.as_bytes());
    check!(
        out.status.success(),
        "bundle refused:\n{source}\n{}",
        text(&out.stderr)
    );
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let exe = dir.join("main-exe");
    let compiled = Command::new(rustc)
        .args(["--edition", p.edition, "-o"])
        .arg(&exe)
        .arg(dir.join("Main.rs"))
        .output()
        .unwrap();
    check!(
        compiled.status.success(),
        "the bundle of\n{source}\ndoes not compile as {}:\n{}",
        p.edition,
        text(&compiled.stderr)
    );
    let run = common::run(&exe, b"");
    let (got, want) = (text(&run.stdout), p.want());
    check!(
        got == want,
        "the bundle of\n{source}\nprints\n{got}\nwant\n{want}"
    );
    Ok(())
}

#[test]
fn fuzz_bundles_of_random_programs_print_what_the_programs_print() {
    let dir = project("programs");
    fuzz_slow("bundled programs", 4241, 2, program(), |p| {
        check_program(&dir, &p)
    });
    std::fs::remove_dir_all(&dir).unwrap();
}

#[derive(Clone, Debug)]
enum Mutation {
    Set(usize, u8),
    Insert(usize, &'static str),
    Delete(usize, usize),
}

fn mutated() -> impl Strategy<Value = (Program, Vec<Mutation>)> {
    let token = prop::sample::select(vec![
        "\"",
        "'",
        "r#\"",
        "\"#",
        "/*",
        "*/",
        "//",
        "\n",
        "{",
        "}",
        "(",
        ")",
        "::",
        ";",
        "grundy",
        "crate::",
        "super::",
        "self::",
        "use ",
        "mod ",
        "pub ",
        "proconio",
        "#[cfg(test)]",
        "b'",
        "\\",
        "r#",
        "'a",
        "\u{e9}",
        "as ",
        "*",
        "!",
        "macro_rules!",
        "fn ",
    ]);
    let m = prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Mutation::Set(i, b)),
        (any::<usize>(), token).prop_map(|(i, t)| Mutation::Insert(i, t)),
        (any::<usize>(), 1usize..10).prop_map(|(i, n)| Mutation::Delete(i, n)),
    ];
    (program(), prop::collection::vec(m, 1..4))
}

fn mutate(mut data: Vec<u8>, mutations: &[Mutation]) -> Vec<u8> {
    for m in mutations {
        let len = data.len();
        match m {
            Mutation::Set(i, b) => data[i % len] = *b,
            Mutation::Insert(i, t) => {
                let at = i % (len + 1);
                data.splice(at..at, t.bytes());
            }
            Mutation::Delete(i, n) => {
                let at = i % len;
                data.drain(at..(at + n).min(len));
            }
        }
    }
    data
}

#[test]
fn fuzz_the_bundler_on_mutated_programs() {
    let dir = project("mutated");
    fuzz_slow(
        "bundler on mutated programs",
        4242,
        4,
        mutated(),
        |(p, mutations)| {
            let source = mutate(p.source().into_bytes(), &mutations);
            let out = bundle(&dir, &source);
            let stderr = text(&out.stderr);
            let code = out.status.code();
            check!(
                matches!(code, Some(0 | 1 | 3))
                    && stderr.lines().count() == 1
                    && out.stdout.is_empty(),
                "bundle --file of\n{}\nexit {code:?}, stderr:\n{stderr}",
                text(&source)
            );
            if code == Some(0) {
                check!(dir.join("Main.rs").exists(), "exit 0 and no Main.rs");
            } else {
                check!(
                    !dir.join("Main.rs").exists(),
                    "exit {code:?} and a Main.rs written"
                );
            }
            Ok(())
        },
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// R15 of issue 42: `use grundy::games::lasker::grundy;` (the library's own
/// doc example) is refused as defining `grundy`, and the grouped form too;
/// the bundles would compile. The target above leaves a function named
/// `grundy` out of its calls until the fix lands.
#[test]
fn regression_r15_a_function_named_grundy_is_imported() {
    let dir = project("r15");
    let lasker = Call {
        module: "games::lasker",
        func: "grundy",
        args: "7".into(),
        want: format!("{:?}", grundy::games::lasker::grundy(7)),
    };
    for (style, grouped) in [(Style::Function, false), (Style::Function, true)] {
        let p = Program {
            calls: vec![(lasker.clone(), style)],
            grouped,
            noise: false,
            edition: "2021",
        };
        check_program(&dir, &p).unwrap();
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Found by `fuzz_the_bundler_on_mutated_programs` (seed 4247): a `!` after
/// an identifier followed by a closing bracket (`f0(10, 1, 1)macro_rules!)`)
/// was taken for a macro call whose arguments ran from that bracket to its
/// opening one, before it: the bundler panicked (exit 101, "slice index
/// starts at 39 but ends at 23") instead of refusing the program in one line.
#[test]
fn regression_a_bang_before_a_closing_bracket_is_no_macro_call() {
    let dir = project("bang");
    let source = "use grundy::take_range::take_range_value as f0;\n\nfn main() {\n    \
                  println!(\"{:?}\", f0(10, 1, 1)macro_rules!);\n}\n";
    let out = bundle(&dir, source.as_bytes());
    let stderr = text(&out.stderr);
    assert!(
        matches!(out.status.code(), Some(1 | 3)) && stderr.lines().count() == 1,
        "exit {:?}: {stderr}",
        out.status.code()
    );
    assert!(!dir.join("Main.rs").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}
