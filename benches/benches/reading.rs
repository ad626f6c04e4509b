//! How long reading the two large inputs takes, three ways, in one run:
//!
//! - `discard`: `read_to_string`, then split on ASCII whitespace and drop the
//!   tokens (the floor: what reading costs before any parsing);
//! - `line`: proconio `input!` from a `LineSource` (one `read_line` and one
//!   `String` per line; what `input!` uses in debug builds);
//! - `once`: proconio `input!` from a `OnceSource` (the whole input read into
//!   one `String` first; what `input!` uses when `debug_assertions` are off,
//!   i.e. `cargo build --release` and a judge's `rustc -O`).
//!
//! The inputs are the generated worst cases (`grundy_benches`), held in memory
//! and read through a `BufReader` over the bytes, as the binaries read stdin
//! through a `BufReader`.

use grundy_benches as inputs;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use proconio::input;
use proconio::source::{line::LineSource, once::OnceSource};
use std::hint::black_box;
use std::io::{BufReader, Read};

/// Reads everything and splits it into tokens, keeping only their count.
fn discard(bytes: &[u8]) -> usize {
    let mut text = String::new();
    BufReader::new(bytes).read_to_string(&mut text).unwrap();
    text.split_ascii_whitespace().count()
}

fn pieces_line(bytes: &[u8]) -> Vec<(u64, u64, char)> {
    let source = LineSource::new(BufReader::new(bytes));
    input! { from source, n: usize, pieces: [(u64, u64, char); n] }
    pieces
}

fn pieces_once(bytes: &[u8]) -> Vec<(u64, u64, char)> {
    let source = OnceSource::new(BufReader::new(bytes));
    input! { from source, n: usize, pieces: [(u64, u64, char); n] }
    pieces
}

fn bridges_line(bytes: &[u8]) -> (Vec<u64>, String) {
    let source = LineSource::new(BufReader::new(bytes));
    input! { from source, n: usize, a: [u64; n], first: String }
    (a, first)
}

fn bridges_once(bytes: &[u8]) -> (Vec<u64>, String) {
    let source = OnceSource::new(BufReader::new(bytes));
    input! { from source, n: usize, a: [u64; n], first: String }
    (a, first)
}

fn reading(c: &mut Criterion) {
    let p16880 = inputs::generate("p16880", inputs::DEFAULT_SEED).unwrap();
    let p18937 = inputs::generate("p18937", inputs::DEFAULT_SEED).unwrap();
    // The three ways must read the same thing.
    assert_eq!(
        pieces_line(p16880.as_bytes()),
        pieces_once(p16880.as_bytes())
    );
    assert_eq!(
        bridges_line(p18937.as_bytes()),
        bridges_once(p18937.as_bytes())
    );

    let mut group = c.benchmark_group("read-p16880");
    group.throughput(Throughput::Bytes(p16880.len() as u64));
    group.bench_function("discard", |b| {
        b.iter(|| discard(black_box(p16880.as_bytes())))
    });
    group.bench_function("line", |b| {
        b.iter(|| pieces_line(black_box(p16880.as_bytes())))
    });
    group.bench_function("once", |b| {
        b.iter(|| pieces_once(black_box(p16880.as_bytes())))
    });
    group.finish();

    let mut group = c.benchmark_group("read-p18937");
    group.throughput(Throughput::Bytes(p18937.len() as u64));
    group.bench_function("discard", |b| {
        b.iter(|| discard(black_box(p18937.as_bytes())))
    });
    group.bench_function("line", |b| {
        b.iter(|| bridges_line(black_box(p18937.as_bytes())))
    });
    group.bench_function("once", |b| {
        b.iter(|| bridges_once(black_box(p18937.as_bytes())))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = inputs::quick();
    targets = reading
}
criterion_main!(benches);
