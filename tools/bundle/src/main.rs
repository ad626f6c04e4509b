//! Bundles one binary of this crate into a single .rs file for a judge (the
//! user's guide: docs/judges.md).
//!
//! ```sh
//! cargo run --bin bundle -- p9655 -o Main.rs   # or > Main.rs
//! cargo run --bin bundle -- --file ~/contest/a/src/main.rs -o Main.rs
//! cargo run --bin bundle -- p9655 --minify -o Main.rs
//! ```
//!
//! The file holds the binary's code, then `mod grundy { .. }` with the library
//! modules it uses, nested as in the library (`mod games { pub mod pieces {
//! .. } }`) and followed through each module's `crate::`, `super::` and
//! `self::` paths, and nothing it does not reach (see `modules.rs`), each
//! cut to the items the program reaches by name (see `prune.rs`), then
//! `mod proconio { .. }` with proconio 0.5.0's source (found through
//! `cargo metadata`) cut to what the program reaches (see `proconio.rs`: no
//! global stdin, hence no `OnceLock`, when every `input!` reads `from` a
//! source). Doc comments and `#[cfg(test)]` items are removed from the inlined
//! code (the binary keeps its comments, only its tests go); the rest is the
//! code as written, its indentation a tab per level (see
//! `transform::tabs`: a quarter of the bytes of four spaces, for the size
//! targets of docs/judges.md; the binary's own code keeps its spaces). It compiles with plain `rustc` 1.63 or newer as edition
//! 2015, 2018 or 2021 (and 2024 on a compiler that has it), with no external
//! crates and no warnings: the inlined modules carry `#[allow(dead_code,
//! unused_imports)]`, since the pruning keeps by name (a method whose name a
//! kept item mentions, a std trait a dropped item imported).
//!
//! Paths are rewritten so they resolve inside one crate: a library module's
//! `crate::x` becomes `crate::grundy::x`, proconio's `crate::x` and `$crate::x`
//! become `crate::proconio::x`, and `grundy::x` / `proconio::x` in the binary
//! and in library modules become `crate::grundy::x` / `crate::proconio::x`
//! (unambiguous even where a judge also offers a real `proconio` crate).
//!
//! `--file PATH` bundles a program that is not a binary of this crate (a
//! contestant's own project depending on `grundy`; see `file.rs`), and a
//! plain `input!` without `from` is rewritten to read from
//! `grundy::input::shared_stdin()` (see `stdin.rs`), so that proconio's
//! global stdin (a `OnceLock`, Rust 1.70) stays out. The result must pass a
//! compiler before it is written: the one in `GRUNDY_OLD_RUSTC` when set,
//! else today's (see `old_rustc.rs`).
//!
//! On success it says the file's size on stderr, and from 60,000 bytes on
//! warns, naming the largest kept items; `--minify` takes the comments,
//! indentation and most whitespace out of the inlined modules (see
//! `size.rs`).
//!
//! It refuses, with one line on stderr and a non-zero exit, a name that is not
//! a binary of `src/bin`, code that uses any crate other than `grundy`,
//! `proconio` and the standard library, a program that imports a crate whole
//! (`use grundy as g;`) or defines its own top-level `grundy` or `proconio`,
//! a non-UTF-8 argument, and an output it cannot write; with `-o FILE` the
//! file is written only when bundling succeeded, and never left half written
//! over an existing file. Every
//! bundle is type-checked by a compiler before it is written (see
//! `old_rustc.rs`): the bundler succeeds only with a file that compiles.
//! Exit status: 1 cannot bundle or write, 2 a bad command line, 3 the
//! compiler rejects the bundle.
//!
//! The files, each using only the ones listed after it (no file uses one
//! above it, none uses `main.rs`; `tests::the_files_depend_one_way` fails
//! on a circle):
//! - `main.rs`: the command line only: the arguments, the output (stdout or
//!   `-o FILE`, never into `src/`), the size line, the exit statuses;
//! - `file.rs`: `--file PATH`, a program of a project of one's own;
//! - `pipeline.rs`: the bundling itself (`bundle`, `bundle_program`): what
//!   `cargo metadata` says, the modules reached, pruned, assembled with
//!   proconio into one file; the crate's folder and its binaries;
//! - `prune.rs` (the items reached by name), `modules.rs` (the library's
//!   module tree and its root aliases), `proconio.rs` (the inlined
//!   proconio), `stdin.rs` (plain `input!`), `size.rs` (`--minify`, the
//!   largest items), `old_rustc.rs` (the compiler check);
//! - `load.rs`: a library file read ready to inline, its `mod x;` files
//!   inlined;
//! - `transform.rs`: edits on token lists; `lexer.rs`: the tokens;
//! - `report.rs`: one-line messages (stderr, a tool's first error).

mod file;
mod lexer;
mod load;
mod modules;
mod old_rustc;
mod pipeline;
mod proconio;
mod prune;
mod report;
mod size;
mod stdin;
mod transform;

use grundy_shared::quote;
use pipeline::{binaries, bundle, crate_root};
use report::say;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Codeforces' limit on a submission's size, in bytes.
const SIZE_LIMIT: usize = 64_000;
/// From this size on, `bundle` warns and names the largest kept items.
const WARN_SIZE: usize = 60_000;
/// The editions rustc 1.63 knows, which every bundle of a binary of this
/// crate compiles as.
const EDITIONS: [&str; 3] = ["2015", "2018", "2021"];

fn main() {
    std::process::exit(match run(std::env::args_os().skip(1).collect()) {
        Ok(()) => 0,
        Err((status, message)) => {
            say(&message);
            status
        }
    });
}

const USAGE: &str =
    "usage: cargo run --bin bundle -- <binary> [-o FILE] [--minify] | --file PATH [-o FILE] [--minify]";

/// The command line: `<binary>`, optionally `-o FILE` / `--output FILE`, or
/// `-h` / `--help`. Errors carry the exit status (2 for usage, 1 otherwise).
fn run(args: Vec<std::ffi::OsString>) -> Result<(), (i32, String)> {
    let usage = |problem: &str| (2, format!("bundle: error: {} ({}; --help)", problem, USAGE));
    let mut bin = None;
    let mut file: Option<PathBuf> = None;
    let mut output: Option<PathBuf> = None;
    let mut minify = false;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let text = match arg.to_str() {
            Some(text) => text,
            None => {
                return Err(usage(&format!(
                    "the argument `{}` is not UTF-8 text",
                    quote::quote(&arg.to_string_lossy())
                )))
            }
        };
        match text {
            "-h" | "--help" => {
                let help = format!(
                    "{}\nWrites binary <binary> of src/bin, or the program in PATH (a file of \
                     any Cargo project that depends on grundy), as one file for a judge, to FILE \
                     (only when bundling succeeds) or to stdout. A compiler must accept the \
                     result first (exit 3 if not): the one in GRUNDY_OLD_RUSTC in every edition \
                     it knows when set, else today's rustc. The size goes to stderr, with the \
                     largest kept items from 60,000 bytes on. --minify removes the comments, \
                     indentation and line breaks of the inlined code (the program stays as \
                     written).\nbinaries: {}\n",
                    USAGE,
                    binaries(&crate_root()).join(" ")
                );
                return write_out(&help, None).map_err(|e| (1, e));
            }
            "--minify" => minify = true,
            "-o" | "--output" => match args.next() {
                Some(file) => output = Some(PathBuf::from(file)),
                None => return Err(usage("-o needs a file name")),
            },
            "--file" => match args.next() {
                Some(_) if file.is_some() => return Err(usage("one --file at a time")),
                Some(path) => file = Some(PathBuf::from(path)),
                None => return Err(usage("--file needs a path")),
            },
            _ if text.starts_with('-') => {
                return Err(usage(&format!("unknown option `{}`", quote::quote(text))))
            }
            _ if bin.is_some() => return Err(usage("one binary at a time")),
            _ => bin = Some(text.to_string()),
        }
    }
    if let Some(path) = &output {
        refuse_source(&crate_root(), path).map_err(|e| (2, format!("bundle: error: {}", e)))?;
        // A file of a project of one's own: not into that project's src/ either.
        if let Some(project) = file.as_deref().and_then(file::project_dir) {
            refuse_source(&project, path).map_err(|e| (2, format!("bundle: error: {}", e)))?;
        }
    }
    let (code, editions) = match (bin, file) {
        (Some(_), Some(_)) => return Err(usage("a binary or --file PATH, not both")),
        (None, None) => return Err(usage("which binary?")),
        // The crate's binaries promise every edition the old compiler has.
        (Some(bin), None) => bundle(&crate_root(), &bin).map(|c| (c, EDITIONS.to_vec())),
        (None, Some(path)) => file::bundle_file(&path).map(|(c, e)| (c, vec![e])),
    }
    .map_err(|e| (1, format!("bundle: error: {}", e)))?;
    let code = if minify {
        size::minify(&code).map_err(|e| (1, format!("bundle: error: --minify: {}", e)))?
    } else {
        code
    };
    old_rustc::check(&code, &editions)?;
    write_out(&code, output.as_deref()).map_err(|e| (1, e))?;
    say(&size_line(&code, minify));
    Ok(())
}

/// What `bundle` says on stderr after writing `code`: its size, and from
/// [`WARN_SIZE`] bytes on a warning naming the largest kept items.
fn size_line(code: &str, minified: bool) -> String {
    let bytes = quote::grouped(code.len() as u64);
    if code.len() < WARN_SIZE {
        return format!("bundle: {} bytes", bytes);
    }
    let largest = size::largest_items(code)
        .unwrap_or_default()
        .into_iter()
        .take(5)
        .map(|(name, size)| format!("{} ({})", name, quote::grouped(size as u64)))
        .collect::<Vec<_>>()
        .join(", ");
    let over = if code.len() > SIZE_LIMIT {
        format!(
            "over the {} bytes Codeforces accepts",
            quote::grouped(SIZE_LIMIT as u64)
        )
    } else {
        format!(
            "close to the {} bytes Codeforces accepts",
            quote::grouped(SIZE_LIMIT as u64)
        )
    };
    format!(
        "bundle: warning: {} bytes, {}{}; the largest kept items: {}",
        bytes,
        over,
        if minified { "" } else { " (try --minify)" },
        largest
    )
}

/// Refuses an output `path` under the crate's `src/` (a binary's or the
/// library's own source, or a new file there), where a bundle would replace
/// code. The path is compared after resolving `..` and links, as far as it
/// exists.
fn refuse_source(root: &Path, path: &Path) -> Result<(), String> {
    let src = match std::fs::canonicalize(root.join("src")) {
        Ok(src) => src,
        Err(_) => return Ok(()),
    };
    // The longest part of the path that exists, resolved, then the rest.
    let absolute = std::env::current_dir()
        .map(|dir| dir.join(path))
        .unwrap_or_else(|_| path.to_path_buf());
    let mut existing = absolute.as_path();
    let mut rest = Vec::new();
    let resolved = loop {
        if let Ok(real) = std::fs::canonicalize(existing) {
            break Some(real);
        }
        match (existing.parent(), existing.file_name()) {
            (Some(parent), Some(name)) => {
                rest.push(name.to_os_string());
                existing = parent;
            }
            _ => break None,
        }
    };
    let mut full = match resolved {
        Some(real) => real,
        None => return Ok(()),
    };
    for name in rest.iter().rev() {
        full.push(name);
    }
    if full.starts_with(&src) {
        Err(format!(
            "-o {}: refusing to write into the crate's src/ (the bundle would replace its \
             source); write it elsewhere, such as -o Main.rs",
            quote::quote(&path.display().to_string())
        ))
    } else {
        Ok(())
    }
}

/// Writes `text` to `file`, or to stdout; a failure (a full disk, a closed
/// pipe) is a one-line error.
fn write_out(text: &str, file: Option<&Path>) -> Result<(), String> {
    match file {
        Some(path) => write_whole(path, text).map_err(|e| {
            format!(
                "bundle: error: cannot write {}: {}",
                quote::quote(&path.display().to_string()),
                e
            )
        }),
        None => {
            let mut stdout = std::io::stdout().lock();
            stdout
                .write_all(text.as_bytes())
                .and_then(|()| stdout.flush())
                .map_err(|e| format!("bundle: error: cannot write to stdout: {}", e))
        }
    }
}

/// Writes `text` to the file `path` whole or not at all: into a new file
/// beside it, then renamed over it, so a failure (a full disk) leaves an
/// existing file as it was. A path that is not a plain file (`/dev/stdout`)
/// is written directly.
fn write_whole(path: &Path, text: &str) -> std::io::Result<()> {
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        return std::fs::write(path, text);
    }
    let name = path
        .file_name()
        .map_or_else(|| "bundle".into(), |n| n.to_string_lossy().into_owned());
    let temporary = path.with_file_name(format!(".{}.{}.part", name, std::process::id()));
    let written = std::fs::write(&temporary, text).and_then(|()| std::fs::rename(&temporary, path));
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

#[cfg(test)]
mod tests {
    use crate::{lexer, transform};
    use std::collections::BTreeMap;
    use std::path::Path;

    /// The bundler's files (`main` for `main.rs`), each with the files it
    /// uses: the first segments of its `crate::` paths (`use crate::{a, b}`
    /// groups expanded; a name that is no file, an item at the crate root,
    /// is `main`), and in `main.rs` the paths that start at a module it
    /// declares. Comments and strings are not code: the bundler's lexer
    /// reads the files.
    fn arrows() -> BTreeMap<String, Vec<String>> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| {
                let name = e.unwrap().file_name().into_string().unwrap();
                name.strip_suffix(".rs").map(str::to_string)
            })
            .collect();
        files.sort();
        let mut arrows = BTreeMap::new();
        for file in &files {
            let text = std::fs::read_to_string(dir.join(format!("{}.rs", file))).unwrap();
            let tokens = lexer::tokenize(&text).unwrap();
            let mut used: Vec<String> = transform::path_trees(&tokens, "crate")
                .unwrap()
                .into_iter()
                .filter_map(|segments| segments.into_iter().next())
                .map(|head| {
                    if files.contains(&head) {
                        head
                    } else {
                        "main".to_string()
                    }
                })
                .collect();
            if file == "main" {
                for other in &files {
                    if !transform::path_trees(&tokens, other).unwrap().is_empty() {
                        used.push(other.clone());
                    }
                }
            }
            used.retain(|u| u != file);
            used.sort();
            used.dedup();
            arrows.insert(file.clone(), used);
        }
        arrows
    }

    /// Issue 37: dependencies one way. No file uses `main.rs`, and no files
    /// use each other, directly or round a longer circle.
    #[test]
    fn the_files_depend_one_way() {
        let arrows = arrows();
        let listing = arrows
            .iter()
            .map(|(file, used)| format!("{} -> {}", file, used.join(", ")))
            .collect::<Vec<_>>()
            .join("\n");
        // The reading sees the arrows there are.
        for (from, to) in [
            ("main", "pipeline"),
            ("file", "pipeline"),
            ("pipeline", "proconio"),
            ("proconio", "load"),
            ("modules", "load"),
            ("old_rustc", "report"),
            ("transform", "lexer"),
        ] {
            assert!(arrows[from].iter().any(|u| u == to), "{}", listing);
        }
        for (file, used) in &arrows {
            assert!(
                !used.iter().any(|u| u == "main"),
                "{} uses main.rs:\n{}",
                file,
                listing
            );
        }
        // Take away, again and again, the files that use none of those left:
        // what cannot be taken away is in a circle.
        let mut left = arrows.clone();
        loop {
            let free: Vec<String> = left
                .iter()
                .filter(|(_, used)| !used.iter().any(|u| left.contains_key(u)))
                .map(|(file, _)| file.clone())
                .collect();
            if free.is_empty() {
                break;
            }
            for file in free {
                left.remove(&file);
            }
        }
        assert!(
            left.is_empty(),
            "in a circle: {:?}\n{}",
            left.keys().collect::<Vec<_>>(),
            listing
        );
    }
}
