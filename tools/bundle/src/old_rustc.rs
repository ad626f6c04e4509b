//! Every bundle is type-checked before the file leaves (`--emit=metadata`,
//! about 0.3 s an edition), so `bundle` succeeds only with a file that
//! compiles. With `GRUNDY_OLD_RUSTC` naming a compiler (`scripts/old-rustc.sh`
//! fetches Debian's rustc 1.63, and `.ci/run` exports it), that compiler
//! checks the bundle in each of its editions, so a call newer than
//! `rust-version` (`slice::chunk_by`, `u64::isqrt`, `OnceLock`, let-else...)
//! is caught here rather than by the judge. Unset or empty, today's `rustc`
//! (`RUSTC`, else the one on the `PATH`) checks it in its last edition (the
//! program's own, or 2021 for a binary of the crate).
//!
//! A rejected bundle is exit status 3 with one line, the compiler's first
//! error with its line in the bundle (the program comes first, so its lines
//! are the source file's, minus any `#[cfg(test)]` items above them), and
//! nothing on stdout or in `-o FILE`.

use crate::report::{cut, first_error_line};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The exit status of a bundle the old compiler rejects.
pub const REJECTED: i32 = 3;

/// The environment variable naming the old compiler.
pub const VAR: &str = "GRUNDY_OLD_RUSTC";

/// Type-checks `code` with the compiler in `GRUNDY_OLD_RUSTC` as each of
/// `editions`, or without it with today's rustc as the last of them; `Err`
/// holds the exit status and the one line to print.
pub fn check(code: &str, editions: &[&str]) -> Result<(), (i32, String)> {
    let (rustc, label, editions) = match std::env::var_os(VAR) {
        Some(rustc) if !rustc.is_empty() => {
            let label = format!("{}={}", VAR, PathBuf::from(&rustc).display());
            (PathBuf::from(rustc), label, editions)
        }
        _ => {
            let rustc = std::env::var_os("RUSTC")
                .filter(|r| !r.is_empty())
                .map_or_else(|| PathBuf::from("rustc"), PathBuf::from);
            let label = format!("{} (set RUSTC to a rustc)", rustc.display());
            (rustc, label, &editions[editions.len().saturating_sub(1)..])
        }
    };
    let dir = std::env::temp_dir().join(format!("grundy-bundle-check-{}", std::process::id()));
    let result = check_in(&dir, &rustc, &label, code, editions);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn check_in(
    dir: &Path,
    rustc: &Path,
    label: &str,
    code: &str,
    editions: &[&str],
) -> Result<(), (i32, String)> {
    let failed = |what: String| (1, format!("bundle: error: {}", what));
    std::fs::create_dir_all(dir)
        .map_err(|e| failed(format!("cannot make {}: {}", dir.display(), e)))?;
    let source = dir.join("main.rs");
    std::fs::write(&source, code)
        .map_err(|e| failed(format!("cannot write {}: {}", source.display(), e)))?;
    for edition in editions {
        let output = Command::new(rustc)
            .args([
                "--edition",
                edition,
                "--crate-type",
                "bin",
                "--crate-name",
                "main",
            ])
            .args(["--emit=metadata", "--error-format=json", "--out-dir"])
            .arg(dir)
            .arg(&source)
            .output()
            .map_err(|e| failed(format!("cannot run {} to check the bundle: {}", label, e)))?;
        if output.status.success() {
            continue;
        }
        let stderr = String::from_utf8_lossy(&output.stderr);
        let version = Command::new(rustc)
            .arg("-V")
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
            .unwrap_or_else(|| label.to_string());
        let version = version.split(" (").next().unwrap_or("").to_string();
        return Err((
            REJECTED,
            format!(
                "bundle: error: {} (edition {}) rejects the bundle, nothing written: {}",
                version,
                edition,
                first_error(&stderr)
            ),
        ));
    }
    Ok(())
}

/// The first error of rustc's JSON diagnostics on one line: its code and
/// message, and the line of the bundle it points at.
fn first_error(stderr: &str) -> String {
    for line in stderr.lines() {
        let diagnostic: serde_json::Value = match serde_json::from_str(line) {
            Ok(value) => value,
            Err(_) => continue,
        };
        if diagnostic["level"] != "error" {
            continue;
        }
        let message = diagnostic["message"].as_str().unwrap_or("");
        let code = diagnostic["code"]["code"]
            .as_str()
            .map_or(String::new(), |c| format!("[{}]", c));
        let spans = diagnostic["spans"].as_array().cloned().unwrap_or_default();
        let span = spans
            .iter()
            .find(|s| s["is_primary"] == true)
            .or_else(|| spans.first());
        let at = span.map_or(String::new(), |s| {
            let text = s["text"][0]["text"].as_str().unwrap_or("").trim();
            format!(
                ", at bundle line {}: `{}`",
                s["line_start"].as_u64().unwrap_or(0),
                cut(text, 80)
            )
        });
        return format!("error{}: {}{}", code, cut(message, 200), at).replace(['\n', '\r'], " ");
    }
    // No JSON: the plain first error line.
    first_error_line(stderr)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_error_on_one_line() {
        let stderr = concat!(
            "{\"message\":\"unused\",\"level\":\"warning\",\"spans\":[]}\n",
            "{\"message\":\"no method named `chunk_by` found\",\"code\":{\"code\":\"E0599\"},",
            "\"level\":\"error\",\"spans\":[{\"is_primary\":false,\"line_start\":2,\"text\":[]},",
            "{\"is_primary\":true,\"line_start\":7,\"text\":[{\"text\":\"    let c = v.chunk_by(|a, b| a == b);\"}]}]}\n",
            "{\"message\":\"aborting due to previous error\",\"level\":\"error\",\"spans\":[]}\n",
        );
        assert_eq!(
            first_error(stderr),
            "error[E0599]: no method named `chunk_by` found, at bundle line 7: `let c = v.chunk_by(|a, b| a == b);`"
        );
        assert_eq!(
            first_error("garbage\nerror: linking failed\nmore"),
            "error: linking failed"
        );
        let long = format!(
            "{{\"message\":\"m\",\"level\":\"error\",\"spans\":[{{\"is_primary\":true,\"line_start\":1,\"text\":[{{\"text\":\"{}\"}}]}}]}}",
            "x".repeat(500)
        );
        assert_eq!(
            first_error(&long),
            format!("error: m, at bundle line 1: `{}...`", "x".repeat(80))
        );
    }
}
