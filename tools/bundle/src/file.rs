//! `--file PATH`: bundles a program that is not a binary of this crate, such
//! as a contestant's `src/main.rs` in a Cargo project of their own that
//! depends on `grundy` (a path or git dependency).
//!
//! The project is the nearest folder at or above the file with a
//! `Cargo.toml`; `cargo metadata` there tells which `grundy` and proconio it
//! builds with (their sources are inlined, so the bundle holds the library
//! the program was tested against) and which crates it may not use (every
//! other package of its graph, its own library included). A file outside any
//! project, or in one without `grundy`, gets the `grundy` of the repository
//! the bundler belongs to.

use crate::pipeline::{bundle_program, crate_root, metadata};
use std::path::{Path, PathBuf};

/// The single file for the program at `path`, and the edition its package
/// is written in (see [`package_edition`]).
pub fn bundle_file(path: &Path) -> Result<(String, &'static str), String> {
    let label = path.display().to_string();
    // Not read unless a plain file: a FIFO or a terminal would block.
    match std::fs::metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(format!("--file {}: no such file", label))
        }
        Err(e) => return Err(format!("--file {}: {}", label, e)),
        Ok(m) if m.is_dir() => {
            return Err(format!(
            "--file {}: a folder, not a file; give the program's .rs file (such as {}/src/main.rs)",
            label, label
        ))
        }
        Ok(m) if !m.is_file() => {
            return Err(format!(
                "--file {}: not a plain file ({}); give the path of the program's .rs file",
                label,
                kind_of(&m)
            ))
        }
        Ok(_) => {}
    }
    let absolute = path
        .canonicalize()
        .map_err(|e| format!("--file {}: {}", label, e))?;
    let project = project_dir(&absolute);
    let project = project.as_deref();
    let mut meta = metadata(project.unwrap_or(&crate_root()))?;
    let root = match meta.grundy_root.clone() {
        Some(root) => root,
        None => {
            let own = metadata(&crate_root())?;
            meta.proconio_lib = own.proconio_lib;
            own.grundy_root.unwrap_or_else(crate_root)
        }
    };
    let name = absolute
        .file_name()
        .map_or(label.clone(), |n| n.to_string_lossy().into_owned());
    let code = bundle_program(&root, &absolute, &label, &format!("--file {}", name), &meta)?;
    Ok((code, project.map_or("2021", package_edition)))
}

/// What a path that is neither a file nor a folder is, for a message.
fn kind_of(m: &std::fs::Metadata) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let t = m.file_type();
        if t.is_fifo() {
            return "a FIFO";
        } else if t.is_char_device() || t.is_block_device() {
            return "a device";
        } else if t.is_socket() {
            return "a socket";
        }
    }
    let _ = m;
    "a special file"
}

/// The project of the file at `path`: the nearest folder at or above it
/// with a `Cargo.toml`.
pub fn project_dir(path: &Path) -> Option<PathBuf> {
    let absolute = path.canonicalize().ok()?;
    absolute
        .parent()?
        .ancestors()
        .find(|d| d.join("Cargo.toml").is_file())
        .map(Path::to_path_buf)
}

/// The edition of the package whose `Cargo.toml` is in `dir`, as rustc 1.63
/// knows it: `edition = "..."` of `[package]`, 2015 when absent (cargo's
/// default), 2021 for 2024 (which rustc 1.63 does not know) and for an
/// edition given by the workspace.
pub fn package_edition(dir: &Path) -> &'static str {
    match grundy_shared::manifest::package_field(dir, "edition").as_deref() {
        None => "2015",
        Some("2015") => "2015",
        Some("2018") => "2018",
        _ => "2021",
    }
}
