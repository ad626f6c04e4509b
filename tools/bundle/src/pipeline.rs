//! The bundling pipeline: the program's file, the library modules it reaches
//! (`modules.rs`), cut to the items it reaches by name (`prune.rs`), the
//! proconio it needs (`proconio.rs`), assembled into one file with its paths
//! rewritten; and what that needs from `cargo metadata` and the crate's
//! folder (where `src/bin` is, which binaries it has).

use crate::lexer::{render, Token};
use crate::load::read_tokens;
use crate::modules::{self, Tree};
use crate::report::{cut, first_error_line, say};
use crate::{proconio, prune, stdin, transform};
use grundy_shared::quote;
use std::path::{Path, PathBuf};

/// The proconio whose layout the bundler knows (Cargo.toml pins it).
const PROCONIO_VERSION: &str = "0.5.0";

/// The `grundy` crate's folder (the repository root, with its Cargo.toml and
/// `src/bin`): two folders above this package's `tools/bundle/`.
pub fn crate_root() -> PathBuf {
    let package = Path::new(env!("CARGO_MANIFEST_DIR"));
    package.ancestors().nth(2).unwrap_or(package).to_path_buf()
}

/// The binaries of the crate: `src/bin/<name>.rs` and `src/bin/<name>/main.rs`.
pub fn binaries(root: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root.join("src/bin"))
        .map(|dir| {
            dir.filter_map(|e| e.ok())
                .filter_map(|e| {
                    let name = e.file_name().into_string().ok()?;
                    if e.path().join("main.rs").is_file() {
                        Some(name)
                    } else {
                        name.strip_suffix(".rs").map(str::to_string)
                    }
                })
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

/// What the bundle needs from `cargo metadata`.
pub struct Metadata {
    /// The `grundy` package's folder, when the graph has it.
    pub grundy_root: Option<PathBuf>,
    /// proconio's `src/lib.rs`.
    pub proconio_lib: PathBuf,
    /// The library names of every package in the dependency graph except
    /// grundy and proconio: crates a judge does not have.
    pub foreign: Vec<String>,
}

pub fn metadata(root: &Path) -> Result<Metadata, String> {
    let mut command = cargo_metadata::MetadataCommand::new();
    command.manifest_path(root.join("Cargo.toml"));
    if let Some(cargo) = std::env::var_os("CARGO").or_else(|| option_env!("CARGO").map(Into::into))
    {
        command.cargo_path(cargo);
    }
    let doc = command.exec().map_err(|e| {
        // cargo's own report: its progress lines ("Updating git repository")
        // come before the error.
        match e {
            cargo_metadata::Error::CargoMetadata { stderr } => {
                format!("`cargo metadata` failed: {}", cargo_error(&stderr))
            }
            other => format!(
                "`cargo metadata` failed: {}",
                first_error_line(&other.to_string())
            ),
        }
    })?;
    let mut proconio_lib = None;
    let mut grundy_root = None;
    let mut foreign = Vec::new();
    for package in &doc.packages {
        let lib_target = package.targets.iter().find(|t| {
            t.kind.iter().any(|k| {
                matches!(
                    k,
                    cargo_metadata::TargetKind::Lib
                        | cargo_metadata::TargetKind::RLib
                        | cargo_metadata::TargetKind::ProcMacro
                )
            })
        });
        match package.name.as_str() {
            "grundy" => {
                grundy_root = package
                    .manifest_path
                    .parent()
                    .map(|dir| dir.as_std_path().to_path_buf());
            }
            "proconio" => {
                if package.version.to_string() != PROCONIO_VERSION {
                    return Err(format!(
                        "the bundler knows proconio {}, but Cargo.toml resolves to {}",
                        PROCONIO_VERSION, package.version
                    ));
                }
                proconio_lib = lib_target.map(|t| t.src_path.clone().into_std_path_buf());
            }
            name => {
                foreign.push(name.replace('-', "_"));
                if let Some(lib) = lib_target {
                    foreign.push(lib.name.replace('-', "_"));
                }
            }
        }
    }
    for name in ["itertools", "rand"] {
        foreign.push(name.to_string());
    }
    foreign.sort();
    foreign.dedup();
    Ok(Metadata {
        grundy_root,
        proconio_lib: proconio_lib.ok_or("cargo metadata lists no proconio library")?,
        foreign,
    })
}

/// Cargo's report of a failure on one line: its first `error:` line and the
/// last line of its `Caused by:` chain (the root cause), leaving out the
/// progress and warning lines (`Updating git repository ..`) before them.
fn cargo_error(report: &str) -> String {
    let lines: Vec<&str> = report.lines().map(str::trim).collect();
    let first = lines.iter().find_map(|l| l.strip_prefix("error:"));
    let first = match first {
        Some(line) => line.trim(),
        None => return first_error_line(report),
    };
    let cause = lines
        .iter()
        .rposition(|l| *l == "Caused by:")
        .and_then(|k| lines[k + 1..].iter().find(|l| !l.is_empty()));
    match cause {
        Some(cause) => cut(&format!("{}: {}", first, cause), 300),
        None => cut(first, 300),
    }
}

/// The reached modules (`code[m]` is module `m`'s own code, `None` when not
/// reached), nested as in the library, in declaration order, each indented
/// by a tab per level below `mod grundy` (the code's own indentation a tab
/// per four spaces too: see `transform::tabs`). A module with no code of its
/// own (a folder such as `impartial`, only `mod` lines) adds no level: its
/// children sit at its own, which keeps the deep subject folders from
/// costing a tab on every line. A blank line between neighbours.
fn render_modules(tree: &Tree, mut code: Vec<Option<Vec<Token>>>) -> String {
    let mut out = String::new();
    // A work list of (module, opening?, level) in place of recursion; a
    // module's closing entry sits below its children's.
    let mut pending: Vec<(usize, bool, usize)> = tree.modules[0]
        .children
        .iter()
        .rev()
        .map(|&c| (c, true, 1))
        .collect();
    let mut first = true;
    while let Some((m, open, level)) = pending.pop() {
        let pad = "\t".repeat(level);
        if !open {
            out.push_str(&format!("{}}}\n", pad));
            continue;
        }
        let mut tokens = match code[m].take() {
            Some(tokens) => tokens,
            None => continue,
        };
        if !first {
            out.push('\n');
        }
        first = false;
        let name = tree.modules[m].path.last().cloned().unwrap_or_default();
        out.push_str(&format!("{}pub mod {} {{\n", pad, name));
        transform::rewrite_path_root(&mut tokens, "crate", "crate::grundy");
        transform::rewrite_path_root(&mut tokens, "proconio", "crate::proconio");
        transform::indent(&mut tokens, 4 * level + 4);
        transform::tabs(&mut tokens);
        let own = render(&tokens);
        let has_children = tree.modules[m].children.iter().any(|&c| code[c].is_some());
        let child_level = if own.is_empty() { level } else { level + 1 };
        if !own.is_empty() {
            out.push_str(&own);
            out.push('\n');
            // The first child's blank line separates it from this code.
        } else if has_children {
            first = true;
        }
        pending.push((m, false, level));
        pending.extend(
            tree.modules[m]
                .children
                .iter()
                .rev()
                .map(|&c| (c, true, child_level)),
        );
    }
    out
}

fn refuse_foreign(tokens: &[Token], file: &str, foreign: &[String]) -> Result<(), String> {
    let found = transform::foreign_crates(tokens, foreign);
    if found.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} uses {}; a judge has only the standard library (grundy and proconio are inlined)",
            file,
            found.join(", ")
        ))
    }
}

/// The whole single-file program for binary `bin` of the crate at `root`.
pub fn bundle(root: &Path, bin: &str) -> Result<String, String> {
    check_binary_exists(root, bin)?;
    bundle_with(root, bin, &metadata(root)?)
}

/// The file of binary `bin`, which must be one of [`binaries`] (so a path
/// such as `../nim` is no binary).
fn check_binary_exists(root: &Path, bin: &str) -> Result<PathBuf, String> {
    let known = binaries(root).iter().any(|b| b == bin);
    [
        root.join("src/bin").join(format!("{}.rs", bin)),
        root.join("src/bin").join(bin).join("main.rs"),
    ]
    .into_iter()
    .find(|p| known && p.is_file())
    .ok_or_else(|| {
        format!(
            "no binary `{}` (no src/bin/{}.rs); the binaries are: {}",
            quote::quote(bin),
            quote::quote(bin),
            binaries(root).join(" ")
        )
    })
}

/// [`bundle`] with the facts from `cargo metadata` given.
fn bundle_with(root: &Path, bin: &str, meta: &Metadata) -> Result<String, String> {
    let bin_file = check_binary_exists(root, bin)?;
    let bin_label = format!(
        "src/bin/{}",
        bin_file
            .strip_prefix(root.join("src/bin"))
            .unwrap_or(&bin_file)
            .display()
    );
    bundle_program(root, &bin_file, &bin_label, bin, meta)
}

/// The single file for the program in `bin_file` (named `bin_label` in
/// errors) with the library of the grundy crate at `root`; `bin` is what
/// follows `cargo run --bin bundle -- ` in the bundle's note.
pub fn bundle_program(
    root: &Path,
    bin_file: &Path,
    bin_label: &str,
    bin: &str,
    meta: &Metadata,
) -> Result<String, String> {
    // The binary: kept as written, minus its tests.
    let mut program = read_tokens(bin_file)?;
    transform::strip_cfg_off_items(&mut program).map_err(|e| format!("{}: {}", bin_label, e))?;
    refuse_foreign(&program, bin_label, &meta.foreign)?;
    for root in ["grundy", "proconio"] {
        let found = match transform::whole_crate_use(&program, root) {
            Some(found) => Some(found),
            None => transform::clashes_with_module(&program, root)
                .map_err(|e| format!("{}: {}", bin_label, e))?,
        };
        if let Some(found) = found {
            return Err(format!("{}: {}", bin_label, found));
        }
    }
    if !transform::file_modules(&program).is_empty() {
        return Err(format!(
            "{}: a binary with its own `mod` files is not supported",
            bin_label
        ));
    }
    // Plain `input!` reads through grundy's shared stdin source, not
    // proconio's OnceLock (Rust 1.70).
    stdin::rewrite_plain_input(&mut program, bin_label)?;

    // The library modules it reaches (see `modules.rs`), with the modules
    // that hold them.
    let tree = Tree::read(root)?;
    let mut queue = Vec::new();
    for segments in transform::path_trees(&program, "grundy")? {
        match tree.resolve(0, &segments) {
            Some(found) => queue.push(found),
            None => {
                return Err(format!(
                    "{} uses `grundy::{}`, which is not a module in src/lib.rs; binaries import \
                     `grundy::<module>::<item>`",
                    bin_label,
                    segments.first().map_or("", String::as_str)
                ))
            }
        }
    }
    // And every module with a trait `impl`: an impl is never named, so the
    // pruning decides (by its trait and type) whether it stays.
    for m in 1..tree.modules.len() {
        let tokens = modules::own_code(&tree.modules[m].file)?;
        let items = transform::top_level_items(&tokens)
            .map_err(|e| format!("{}: {}", tree.label(m, root), e))?;
        if items.iter().any(|item| {
            item.kind == transform::ItemKind::Impl
                && transform::impl_header(&tokens[item.start..item.end])
                    .0
                    .is_some()
        }) {
            queue.push((m, modules::Reach::Own));
        }
    }
    let mut code: Vec<Option<Vec<Token>>> = vec![None; tree.modules.len()];
    while let Some((m, reach)) = queue.pop() {
        for w in tree.brought(m, reach) {
            if code[w].is_some() {
                continue;
            }
            let label = tree.label(w, root);
            let tokens = modules::own_code(&tree.modules[w].file)?;
            refuse_foreign(&tokens, &label, &meta.foreign)?;
            if tokens.iter().any(|t| t.is_ident("macro_export")) {
                return Err(format!(
                    "{}: `#[macro_export]` macros in the library are not supported",
                    label
                ));
            }
            queue.extend(
                tree.deps(w, &tokens)
                    .map_err(|e| format!("{} {}", label, e))?,
            );
            code[w] = Some(tokens);
        }
    }
    // Only the items the program reaches (see `prune.rs`).
    let code = prune::prune(&tree, &program, code)?;
    // One pass over the program and the modules kept: the first segments of
    // their paths into the library (`heap` of `grundy::heap::heap_table`, a
    // glob of `grundy::*`: which root-level short names the bundle must
    // write), and whether any names proconio.
    let mut alias_heads = transform::path_heads(&program, "grundy")?;
    let mut uses_proconio = !transform::path_heads(&program, "proconio")?.is_empty();
    let mut user = program.clone();
    for (m, tokens) in code.iter().enumerate() {
        let Some(tokens) = tokens else {
            continue;
        };
        let at = |e: String| format!("{}: {}", tree.label(m, root), e);
        alias_heads.extend(transform::path_heads(tokens, "crate").map_err(at)?);
        uses_proconio |= !transform::path_heads(tokens, "proconio")
            .map_err(at)?
            .is_empty();
        user.extend(tokens.iter().cloned());
    }
    let proconio = if uses_proconio {
        let cut = proconio::load(&meta.proconio_lib, &user)?;
        if cut.global_stdin {
            say(&format!(
                "bundle: warning: {} reads proconio's global stdin (`input_interactive!`, \
                 `is_stdin_empty`: std::sync::OnceLock): the file needs Rust 1.70 or newer",
                bin_label
            ));
        }
        Some(cut.tokens)
    } else {
        None
    };

    // Assemble.
    transform::rewrite_path_root(&mut program, "grundy", "crate::grundy");
    transform::rewrite_path_root(&mut program, "proconio", "crate::proconio");
    let mut out = render(&program).trim_end().to_string();
    out.push('\n');
    if code.iter().any(Option::is_some) {
        out.push_str(&format!(
            "\n// The part of grundy this program uses, by `cargo run --bin bundle -- {}`.\n\
             #[allow(dead_code, unused_imports)]\nmod grundy {{\n",
            bin
        ));
        // The short names at the root (`grundy::heap` for
        // `grundy::impartial::heap`) whose module is carried.
        let aliases = tree.alias_lines(|m| code[m].is_some(), &alias_heads);
        if !aliases.is_empty() {
            out.push_str(&aliases);
            out.push('\n');
        }
        out.push_str(&render_modules(&tree, code));
        out.push_str("}\n");
    }
    if let Some(mut tokens) = proconio {
        transform::indent(&mut tokens, 4);
        transform::tabs(&mut tokens);
        out.push_str(&format!(
            "\n// proconio {} (https://github.com/statiolake/proconio-rs), Copyright 2019\n\
             // statiolake, MIT OR Apache-2.0: the part this program uses.\n\
             #[allow(dead_code, unused_imports)]\nmod proconio {{\n{}\n}}\n",
            PROCONIO_VERSION,
            render(&tokens)
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;

    /// A scratch crate laid out like this one, with a fake proconio.
    fn scratch(name: &str, files: &[(&str, &str)]) -> PathBuf {
        let root =
            std::env::temp_dir().join(format!("bundle-test-{}-{}", std::process::id(), name));
        let _ = std::fs::remove_dir_all(&root);
        for (path, text) in files {
            let path = root.join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        root
    }

    const LIB: &str = "//! The crate.\n#![warn(missing_docs)]\npub mod alpha;\npub mod beta;\npub mod gamma;\npub mod delta;\npub mod fast;\npub mod input;\n#[cfg(test)]\nmod testutil;\n";
    /// The shared stdin source a plain `input!` is rewritten to read from
    /// (the fake proconio's `input!` ignores its source).
    const INPUT: &str = "pub fn shared_stdin() {}\n";
    const ALPHA: &str = "//! Alpha.\nuse crate::beta::b;\n\n/// One more than [`crate::gamma`] says.\npub fn a() -> u64 {\n    b() + 1\n}\n\n#[cfg(test)]\nmod tests {\n    use crate::gamma::g;\n    #[test]\n    fn t() { assert_eq!(super::a(), g()); let _ = \"}\"; }\n}\n";
    const BETA: &str =
        "/// Two.\npub fn b() -> u64 {\n    let _s = \"crate::gamma::g }\";\n    2\n}\n";
    const GAMMA: &str = "pub fn g() -> u64 {\n    3\n}\n";
    const DELTA: &str = "pub fn d() -> u8 {\n    rand::random()\n}\n";
    /// A library module that names proconio (as `grundy::input`'s fast
    /// source does): a `Source` of its own and proconio's `parse`.
    const FAST: &str = "//! A source of our own.\nuse proconio::source::Source;\nuse std::io::{BufRead, Empty};\n\npub struct Words<'a>(std::str::SplitWhitespace<'a>);\n\nimpl<'a, R: BufRead> Source<R> for Words<'a> {\n    fn next_token(&mut self) -> Option<&str> {\n        self.0.next()\n    }\n}\n\npub fn first_number(text: &str) -> u64 {\n    let mut words = Words(text.split_whitespace());\n    let token = Source::<Empty>::next_token(&mut words).unwrap_or(\"0\");\n    proconio::source::parse::<u64>(token)\n}\n";
    /// A binary that names no proconio itself, only a library module that does.
    const VIA_LIBRARY: &str = "use grundy::fast::first_number;\n\nfn main() {\n    println!(\"{}\", first_number(\"41 1\") + 1);\n}\n";
    const PROCONIO: &str = "// Copyright someone\n//! Docs.\n#![allow(clippy::x)]\npub mod marker;\npub mod source;\n\nuse std::sync::OnceLock;\n\n// The global stdin.\npub static STDIN_SOURCE: OnceLock<u64> = OnceLock::new();\n\n#[macro_export]\nmacro_rules! input {\n    (from $s:expr, $v:ident : $t:ty) => {\n        let $v: $t = $crate::read_value!($t);\n    };\n    ($v:ident : $t:ty) => {\n        let $v: $t = $crate::read_value!($t) + *$crate::STDIN_SOURCE.get_or_init(|| 0);\n    };\n}\n\n#[macro_export]\nmacro_rules! read_value {\n    ($t:ty) => {\n        $crate::source::parse::<$t>(\"5\")\n    };\n}\n\n/// Never reached.\n#[macro_export]\nmacro_rules! unreached {\n    () => {};\n}\n\n#[cfg(feature = \"derive\")]\npub use derive::*;\n";
    const SOURCE: &str = "// Copyright someone\n/// Parses.\npub fn parse<T: std::str::FromStr>(s: &str) -> T {\n    s.parse().ok().expect(\"parse\")\n}\n\npub trait Source<R: std::io::BufRead> {\n    fn next_token(&mut self) -> Option<&str>;\n}\n";
    const GOOD: &str = "// https://example.com/good\nuse grundy::alpha::a;\nuse proconio::input;\n\nfn main() {\n    input! { from (), n: u64 }\n    println!(\"{}\", a() + n);\n}\n";

    fn crate_files(bin: &str, bin_text: &'static str) -> Vec<(String, &'static str)> {
        vec![
            ("src/lib.rs".to_string(), LIB),
            ("src/alpha.rs".to_string(), ALPHA),
            ("src/beta.rs".to_string(), BETA),
            ("src/gamma.rs".to_string(), GAMMA),
            ("src/delta.rs".to_string(), DELTA),
            ("src/fast.rs".to_string(), FAST),
            ("src/input.rs".to_string(), INPUT),
            ("proconio/src/lib.rs".to_string(), PROCONIO),
            ("proconio/src/source.rs".to_string(), SOURCE),
            (
                "proconio/src/marker.rs".to_string(),
                "// Copyright someone\npub enum Chars {}\n",
            ),
            (format!("src/bin/{}.rs", bin), bin_text),
        ]
    }

    fn bundle_scratch(name: &str, bin: &str, bin_text: &'static str) -> Result<String, String> {
        bundle_files(name, bin, &crate_files(bin, bin_text))
    }

    /// Bundles `bin` of a scratch crate made of `files` (in a folder named
    /// after `name`, removed afterwards).
    fn bundle_files(
        name: &str,
        bin: &str,
        files: &[(String, &'static str)],
    ) -> Result<String, String> {
        let refs: Vec<(&str, &str)> = files.iter().map(|(p, t)| (p.as_str(), *t)).collect();
        let root = scratch(name, &refs);
        let meta = Metadata {
            grundy_root: None,
            proconio_lib: root.join("proconio/src/lib.rs"),
            foreign: vec!["itertools".to_string(), "rand".to_string()],
        };
        let result = bundle_with(&root, bin, &meta);
        let _ = std::fs::remove_dir_all(&root);
        result
    }

    #[test]
    fn follows_dependencies_and_rewrites_paths() {
        let out = bundle_scratch("good", "pgood", GOOD).unwrap();
        // alpha needs beta; gamma only in alpha's tests and in a string; delta never.
        let alpha = out.find("pub mod alpha {").expect(&out);
        let beta = out.find("pub mod beta {").expect(&out);
        assert!(alpha < beta, "src/lib.rs order:\n{}", out);
        assert!(!out.contains("pub mod gamma"), "{}", out);
        assert!(!out.contains("pub mod delta"), "{}", out);
        assert!(out.contains("use crate::grundy::beta::b;"), "{}", out);
        assert!(out.contains("use crate::grundy::alpha::a;"), "{}", out);
        assert!(out.contains("use crate::proconio::input;"), "{}", out);
        assert!(out.contains("let _s = \"crate::gamma::g }\";"), "{}", out);
        // Docs, tests, licence headers and off features are gone.
        for gone in ["#!", "///", "//!", "#[test]", "Copyright someone", "derive"] {
            assert!(!out.contains(gone), "{:?} left in:\n{}", gone, out);
        }
        // proconio's `#[macro_export]` stays only on the kept macros, renamed.
        assert_eq!(
            out.matches("#[macro_export]").count(),
            out.matches("#[macro_export]\n\tmacro_rules! __proconio_")
                .count(),
            "{}",
            out
        );
        // The reached macros are re-exported, the other one dropped.
        assert!(out.contains("$crate::proconio::read_value!($t)"), "{}", out);
        assert!(
            out.contains("pub use crate::__proconio_input as input;"),
            "{}",
            out
        );
        assert!(
            out.contains("pub use crate::__proconio_read_value as read_value;"),
            "{}",
            out
        );
        // Every `input!` reads `from` a source: no global stdin, no OnceLock.
        assert!(!out.contains("STDIN_SOURCE"), "{}", out);
        assert!(!out.contains("OnceLock"), "{}", out);
        assert!(!out.contains("The global stdin"), "{}", out);
        assert!(!out.contains("unreached"), "{}", out);
        assert!(out.starts_with("// https://example.com/good\n"), "{}", out);
        // Nothing names proconio's `marker`.
        assert!(!out.contains("marker"), "{}", out);
        let uses_marker =
            "use proconio::marker::Chars;\nfn main() {\n    let _: Option<Chars> = None;\n}\n";
        let out = bundle_scratch("marker", "pmarker", uses_marker).unwrap();
        assert!(
            out.contains("\tpub mod marker {\n\t\tpub enum Chars {}\n\t}"),
            "{}",
            out
        );
    }

    /// Compiles a scratch bundle with `rustc` in each edition, requiring
    /// silence, and checks what each executable prints.
    fn compile_and_run(name: &str, code: &str, rustc: &str, editions: &[&str], want: &str) {
        let dir = std::env::temp_dir().join(format!(
            "bundle-test-{}-{}-compiled",
            std::process::id(),
            name
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let src = dir.join(format!("{}.rs", name));
        std::fs::write(&src, code).unwrap();
        for edition in editions {
            let exe = dir.join(format!("{}{}", name, edition));
            let result = Command::new(rustc)
                .args(["--edition", edition, "-O", "-o"])
                .arg(&exe)
                .arg(&src)
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&result.stderr);
            assert!(
                result.status.success() && stderr.is_empty(),
                "{} --edition {}:\n{}\n{}",
                rustc,
                edition,
                stderr,
                code
            );
            let run = Command::new(&exe).output().unwrap();
            assert_eq!(String::from_utf8_lossy(&run.stdout), want, "{}", code);
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Today's `rustc`, and the old one `scripts/old-rustc.sh` fetches
    /// (`GRUNDY_OLD_RUSTC`) when it is there; its absence is said in one
    /// line, and is a failure under `CI=true`.
    fn compilers() -> Vec<String> {
        let mut found = vec![std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string())];
        match std::env::var("GRUNDY_OLD_RUSTC") {
            Ok(old) if !old.is_empty() => found.push(old),
            _ => {
                assert!(
                    std::env::var("CI").map_or(true, |ci| ci != "true"),
                    "CI=true but GRUNDY_OLD_RUSTC is not set"
                );
                println!("skipped: the rustc 1.63 builds (no GRUNDY_OLD_RUSTC)");
            }
        }
        found
    }

    /// A library with a folder of modules, as `src/games/`: `nest/mod.rs`
    /// declares `inner`, `other` and `unused`; `inner` reaches `other` by
    /// `super::`, `other` reaches the top-level `beta` by `crate::`.
    fn nested_bundle(name: &str, bin_text: &'static str) -> Result<String, String> {
        let mut files = crate_files(name, bin_text);
        files[0].1 = "pub mod alpha;\npub mod beta;\npub mod nest;\n";
        files.push((
            "src/nest/mod.rs".to_string(),
            "//! Nested.\n\n/// Inner.\npub mod inner;\n#[cfg(test)]\nmod testonly;\npub mod other;\npub(crate) mod unused;\n\npub const TEN: u64 = 10;\n",
        ));
        files.push((
            "src/nest/inner.rs".to_string(),
            "use super::other::o;\n\npub fn i() -> u64 {\n    o() + super::TEN\n}\n",
        ));
        files.push((
            "src/nest/other.rs".to_string(),
            "pub fn o() -> u64 {\n    crate::beta::b() * 100\n}\n",
        ));
        files.push(("src/nest/unused.rs".to_string(), "pub fn u() {}\n"));
        bundle_files(name, name, &files)
    }

    #[test]
    fn follows_nested_module_paths() {
        let bin = "use grundy::nest::inner::i;\n\nfn main() {\n    println!(\"{}\", i());\n}\n";
        let out = nested_bundle("pnest", bin).unwrap();
        let want = "\n\tpub mod nest {\n\t\tpub const TEN: u64 = 10;\n\n\t\tpub mod inner {\n\t\t\tuse super::other::o;\n\n\t\t\tpub fn i() -> u64 {\n\t\t\t\to() + super::TEN\n\t\t\t}\n\t\t}\n\n\t\tpub mod other {\n\t\t\tpub fn o() -> u64 {\n\t\t\t\tcrate::grundy::beta::b() * 100\n\t\t\t}\n\t\t}\n\t}\n";
        assert!(out.contains(want), "{}", out);
        assert!(out.contains("\tpub mod beta {"), "{}", out);
        for gone in ["alpha", "mod unused", "testonly", "mod inner;"] {
            assert!(!out.contains(gone), "{:?} in:\n{}", gone, out);
        }
        for rustc in compilers() {
            // b() = 2: 2 * 100 + 10
            compile_and_run("pnest", &out, &rustc, &["2015", "2018", "2021"], "210\n");
        }
        // Only the module named: `other` alone leaves `inner` out, and a
        // path that stops at `nest` takes the modules below it (a glob
        // takes every item of them).
        let bin = "fn main() {\n    println!(\"{}\", grundy::nest::other::o());\n}\n";
        let out = nested_bundle("pother", bin).unwrap();
        assert!(
            out.contains("pub mod other {") && !out.contains("pub mod inner"),
            "{}",
            out
        );
        let bin = "use grundy::nest;\n\nfn main() {\n    println!(\"{}\", nest::inner::i());\n}\n";
        let out = nested_bundle("pwhole", bin).unwrap();
        // ... of which only what the program reaches stays: nothing kept
        // names `unused`'s item.
        assert!(
            !out.contains("pub mod unused") && out.contains("pub mod inner {"),
            "{}",
            out
        );
        let bin = "use grundy::{alpha::a, nest::*};\n\nfn main() {\n    println!(\"{}\", a() + inner::i());\n}\n";
        let out = nested_bundle("pglob", bin).unwrap();
        assert!(
            out.contains("pub mod unused {") && out.contains("pub mod alpha {"),
            "{}",
            out
        );
        compile_and_run("pglob", &out, &compilers()[0], &["2021"], "213\n");
        // An item of the folder's own file brings no module below it.
        let bin = "fn main() {\n    println!(\"{}\", grundy::nest::TEN);\n}\n";
        let out = nested_bundle("pten", bin).unwrap();
        assert!(
            out.contains("pub const TEN") && !out.contains("pub mod other"),
            "{}",
            out
        );
        compile_and_run("pten", &out, &compilers()[0], &["2018"], "10\n");
    }

    /// A trait impl in a module nothing names (as `impl Game for
    /// OctalGame` in `game::adaptors`, reached only through a `pub use`
    /// the pruning drops) still comes when its trait and type do.
    #[test]
    fn an_impl_in_a_module_nothing_names_comes_with_its_trait_and_type() {
        let bin = "use grundy::g::G;\nuse grundy::t::Show;\n\nfn main() {\n    println!(\"{}\", G.show());\n}\n";
        let mut files = crate_files("pimpl", bin);
        files[0].1 = "pub mod g;\npub mod imp;\npub mod p;\npub mod t;\n";
        files.push((
            "src/t.rs".to_string(),
            "pub trait Show {\n    fn show(&self) -> u64;\n}\n",
        ));
        files.push(("src/g.rs".to_string(), "pub struct G;\n"));
        files.push((
            "src/imp.rs".to_string(),
            "impl crate::t::Show for crate::g::G {\n    fn show(&self) -> u64 {\n        7\n    }\n}\n\npub fn unused() {}\n",
        ));
        // A module of a `Show` of its own (kept by its name) and an impl for
        // a type only it defines: nothing reaches it (as `partizan` with its
        // `Fold` and `impl Display for Outcome` for a memo solution).
        files.push((
            "src/p.rs".to_string(),
            "pub enum Outcome {\n    A,\n}\n\nimpl std::fmt::Display for Outcome {\n    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {\n        f.write_str(\"a\")\n    }\n}\n\npub trait Show {\n    fn show(&self) -> Outcome;\n}\n",
        ));
        let out = bundle_files("pimpl", "pimpl", &files).unwrap();
        assert!(
            out.contains("\tpub mod imp {\n\t\timpl crate::grundy::t::Show"),
            "{}",
            out
        );
        assert!(!out.contains("fn unused"), "{}", out);
        assert!(!out.contains("Outcome"), "{}", out);
        for rustc in compilers() {
            compile_and_run("pimpl", &out, &rustc, &["2015", "2018", "2021"], "7\n");
        }
    }

    /// A module reached only through an item the program does not reach
    /// (and that item's `use`) is left out, and the bundle still compiles
    /// silently.
    #[test]
    fn a_module_reached_only_through_a_dropped_item_is_left_out() {
        const ALPHA2: &str = "use crate::beta::b;\nuse crate::gamma::g;\n\npub fn a() -> u64 {\n    b() + 1\n}\n\npub fn a_and_g() -> u64 {\n    a() + g()\n}\n";
        let with = |name: &str, bin: &'static str| {
            let mut files = crate_files(name, bin);
            files[1].1 = ALPHA2;
            bundle_files(name, name, &files).unwrap()
        };
        let out = with("pdropped", GOOD);
        for gone in ["pub mod gamma", "a_and_g", "grundy::gamma"] {
            assert!(!out.contains(gone), "{:?} in:\n{}", gone, out);
        }
        assert!(out.contains("pub mod beta {"), "{}", out);
        for rustc in compilers() {
            // a() = 3, n = 5
            compile_and_run("pdropped", &out, &rustc, &["2015", "2018", "2021"], "8\n");
        }
        let both =
            "use grundy::alpha::a_and_g;\n\nfn main() {\n    println!(\"{}\", a_and_g());\n}\n";
        let out = with("pboth", both);
        assert!(out.contains("pub mod gamma {"), "{}", out);
        // a() = 3, g() = 3
        compile_and_run("pboth", &out, &compilers()[0], &["2021"], "6\n");
    }

    #[test]
    fn the_scratch_bundle_compiles_and_runs() {
        let out = bundle_scratch("run", "prun", GOOD).unwrap();
        for rustc in compilers() {
            // a() = 3, n = 5
            compile_and_run("prun", &out, &rustc, &["2015", "2018", "2021"], "8\n");
        }
    }

    #[test]
    fn library_modules_may_name_proconio() {
        let out = bundle_scratch("vialib", "pvialib", VIA_LIBRARY).unwrap();
        // The module's proconio paths point into the bundle's own proconio...
        let fast = &out[out.find("pub mod fast {").expect(&out)..];
        assert!(
            fast.contains("use crate::proconio::source::Source;"),
            "{}",
            out
        );
        assert!(
            fast.contains("crate::proconio::source::parse::<u64>(token)"),
            "{}",
            out
        );
        assert!(!fast.contains(" proconio::"), "{}", out);
        // ...which holds the part they reach (`source`), and no macro: none is
        // named by the binary or the module.
        let proconio = &out[out.find("\nmod proconio {").expect(&out)..];
        assert!(proconio.contains("pub mod source {"), "{}", out);
        assert!(proconio.contains("pub trait Source<"), "{}", out);
        for gone in ["macro_rules", "marker", "STDIN_SOURCE", "OnceLock"] {
            assert!(!proconio.contains(gone), "{:?} left in:\n{}", gone, out);
        }
        for rustc in compilers() {
            compile_and_run("pvialib", &out, &rustc, &["2015", "2018", "2021"], "42\n");
        }
    }

    /// Copies `from` into `to` (files and folders), leaving out `skip`.
    fn copy_tree(from: &Path, to: &Path, skip: &str) {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            if entry.file_name() == skip {
                continue;
            }
            let target = to.join(entry.file_name());
            if entry.path().is_dir() {
                copy_tree(&entry.path(), &target, skip);
            } else {
                std::fs::copy(entry.path(), target).unwrap();
            }
        }
    }

    /// Every module of the real library, whether a binary reaches it yet or
    /// not, bundled behind `use grundy::*` and compiled silently by every
    /// compiler in every edition: nothing in the library is newer than the
    /// floor, not only what today's binaries use.
    #[test]
    fn the_whole_library_bundles_and_compiles_on_every_compiler() {
        let real = crate_root();
        let root = std::env::temp_dir().join(format!("bundle-test-{}-library", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        copy_tree(&real.join("src"), &root.join("src"), "bin");
        let all =
            "#[allow(unused_imports)]\nuse grundy::*;\n\nfn main() {\n    println!(\"ok\");\n}\n";
        std::fs::create_dir_all(root.join("src/bin")).unwrap();
        std::fs::write(root.join("src/bin/pall.rs"), all).unwrap();
        let out = bundle_with(&root, "pall", &metadata(&real).unwrap()).unwrap();
        let _ = std::fs::remove_dir_all(&root);
        let tree = Tree::read(&real).unwrap();
        assert!(tree.modules.len() > 20, "{} modules", tree.modules.len());
        // A module's level: one below its parent's, or the same when the
        // parent is a folder with no code of its own (see `render_modules`).
        let mut level = vec![0; tree.modules.len()];
        for m in 1..tree.modules.len() {
            let parent = tree.modules[m].parent.unwrap();
            let adds_level = parent == 0
                || !modules::own_code(&tree.modules[parent].file)
                    .unwrap()
                    .iter()
                    .all(Token::is_trivia);
            level[m] = level[parent] + usize::from(adds_level);
            let name = tree.modules[m].path.last().unwrap();
            assert!(
                out.contains(&format!("\n{}pub mod {} {{\n", "\t".repeat(level[m]), name)),
                "{} is not in the bundle",
                tree.modules[m].path.join("::")
            );
        }
        for rustc in compilers() {
            compile_and_run("pall", &out, &rustc, &["2015", "2018", "2021"], "ok\n");
        }
    }

    #[test]
    fn input_without_from_reads_the_shared_source() {
        let plain = "use proconio::input;\n\nfn main() {\n    input! { n: u64 }\n    println!(\"{}\", n);\n}\n";
        let out = bundle_scratch("plain", "pplain", plain).unwrap();
        assert!(
            out.contains("input! { from crate::grundy::input::shared_stdin(), n: u64 }"),
            "{}",
            out
        );
        assert!(out.contains("pub mod input {"), "{}", out);
        for gone in ["STDIN_SOURCE", "OnceLock", "($v:ident : $t:ty) =>"] {
            assert!(!out.contains(gone), "{:?} left in:\n{}", gone, out);
        }
        for rustc in compilers() {
            compile_and_run("pplain", &out, &rustc, &["2015", "2018", "2021"], "5\n");
        }
    }

    #[test]
    fn refuses_foreign_crates_unknown_modules_and_binaries() {
        let err = bundle_scratch("iter", "piter", "use itertools::Itertools;\nfn main() {}\n")
            .unwrap_err();
        assert!(
            err.contains("src/bin/piter.rs") && err.contains("`itertools`"),
            "{}",
            err
        );
        let err = bundle_scratch(
            "delta",
            "pdelta",
            "fn main() {\n    grundy::delta::d();\n}\n",
        )
        .unwrap_err();
        assert!(
            err.contains("src/delta.rs") && err.contains("`rand`"),
            "{}",
            err
        );
        let err =
            bundle_scratch("extern", "pext", "extern crate core;\nfn main() {}\n").unwrap_err();
        assert!(err.contains("extern crate"), "{}", err);
        let err = bundle_scratch(
            "nosuch",
            "pnosuch",
            "use grundy::nosuch::x;\nfn main() {}\n",
        )
        .unwrap_err();
        assert!(err.contains("grundy::nosuch"), "{}", err);
        let err = bundle_scratch("missing", "pthere", GOOD);
        assert!(err.is_ok());
        let files = crate_files("pthere", GOOD);
        let refs: Vec<(&str, &str)> = files.iter().map(|(p, t)| (p.as_str(), *t)).collect();
        let root = scratch("missing", &refs);
        let meta = Metadata {
            grundy_root: None,
            proconio_lib: PathBuf::new(),
            foreign: Vec::new(),
        };
        let err = bundle_with(&root, "p0000", &meta).unwrap_err();
        assert!(
            err.contains("no binary `p0000`") && err.contains("pthere"),
            "{}",
            err
        );
        let _ = std::fs::remove_dir_all(&root);
    }
}
