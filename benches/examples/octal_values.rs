//! Prints the first N Grundy values of an octal game, one a line, by
//! `OctalValues` (the sparse space where the game has one), for
//! comparing with other programs (`scripts/ogsolve-bench.sh`).
//!
//! ```sh
//! cargo run --release -p grundy-benches --example octal_values -- 0.16 200000 > /tmp/0.16.txt
//! ```

use grundy::octal::sparse::OctalValues;
use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (code, len) = match &args[..] {
        [code, len] => match (grundy::octal::OctalGame::parse(code), len.parse::<usize>()) {
            (Ok(code), Ok(len)) => (code, len),
            (Err(e), _) => fail(&e),
            (_, Err(_)) => fail(&format!("N must be a whole number, found `{}`", len)),
        },
        _ => fail("usage: octal_values CODE N"),
    };
    let mut values = OctalValues::new(&code);
    values.extend_to(len);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for v in values.values().iter() {
        if writeln!(out, "{}", v).is_err() {
            fail("cannot write the output");
        }
    }
    if out.flush().is_err() {
        fail("cannot write the output");
    }
}

fn fail(message: &str) -> ! {
    eprintln!("error: {}", message);
    std::process::exit(2);
}
