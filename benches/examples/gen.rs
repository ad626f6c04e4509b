//! Prints a problem's worst-case input (deterministic, seeded) to stdout.
//!
//! ```sh
//! cargo run --release -p grundy-benches --example gen -- p16880 > /tmp/p16880.in
//! cargo run --release -p grundy-benches --example gen -- p16880 7 > /tmp/p16880-seed7.in
//! cargo run --release -p grundy-benches --example gen -- --list
//! ```
//!
//! The generators are the `grundy-benches` library (`benches/src/lib.rs`), shared with the benches.

use grundy_benches as inputs;

use std::io::Write;

fn usage() -> ! {
    eprintln!("usage: gen <name> [seed] | gen --list");
    for (name, what) in inputs::NAMES {
        eprintln!("  {:<14} {}", name, what);
    }
    std::process::exit(2);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("--list") => {
            for (name, what) in inputs::NAMES {
                println!("{:<14} {}", name, what);
            }
        }
        Some(name) => {
            let seed = match args.get(1) {
                Some(s) => s.parse().unwrap_or_else(|_| usage()),
                None => inputs::DEFAULT_SEED,
            };
            let text = inputs::generate(name, seed).unwrap_or_else(|| usage());
            std::io::stdout().lock().write_all(text.as_bytes()).unwrap();
        }
        None => usage(),
    }
}
