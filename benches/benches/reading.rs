//! How long reading the two large inputs takes, three ways, in one run:
//!
//! - `discard`: `read_to_string`, then split on ASCII whitespace and drop the
//!   tokens (the floor: what reading costs before any parsing);
//! - `line`: proconio `input!` from a `LineSource` (one `read_line` and one
//!   `String` per line; what `input!` uses in debug builds);
//! - `once`: proconio `input!` from a `OnceSource` (the whole input read into
//!   one `String` first, split on Unicode whitespace; what the binaries used
//!   before `grundy::input::ChunkSource`);
//! - `chunk`: proconio `input!` from `grundy::input::ChunkSource` (64 KiB
//!   chunks, ASCII whitespace; what the binaries use now), into the same
//!   vectors as the others;
//! - `chunk-stream`: the same source, each value consumed as read (XORed),
//!   nothing stored: how `p18937` reads now;
//! - `chunk-next-u64` (p16880 only): the same, each value read with
//!   `ChunkSource::next_u64` / `next_char` (digits straight from the
//!   buffer, no proconio): how `p16880` reads now.
//!
//! All of these run inside one process on warm memory: a buffer freed by one
//! iteration is reused by the next, so the page faults of a fresh 6.6 MB
//! buffer (a real process's cost, about 5 ms for `p16880`) and the process
//! start are not in these numbers. The whole-process view is
//! `scripts/measure.sh`: its `floor` column is a process that reads the same
//! file in 64 KiB chunks and exits (`examples/floor.rs`).
//!
//! The inputs are the generated worst cases (`grundy_benches`), held in memory
//! and read through a `BufReader` over the bytes, as the binaries read stdin
//! through a `BufReader`.

use grundy_benches as inputs;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use grundy::input::ChunkSource;
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

fn pieces_chunk(bytes: &[u8]) -> Vec<(u64, u64, char)> {
    let mut source = ChunkSource::new(bytes);
    input! { from &mut source, n: usize, pieces: [(u64, u64, char); n] }
    pieces
}

/// Reads the pieces one at a time, keeping only an XOR of what was read.
fn pieces_stream(bytes: &[u8]) -> u64 {
    let mut source = ChunkSource::new(bytes);
    input! { from &mut source, n: usize }
    let mut xor = 0;
    for _ in 0..n {
        input! { from &mut source, x: u64, y: u64, c: char }
        xor ^= x ^ y ^ c as u64;
    }
    xor
}

/// [`pieces_stream`] with `next_u64` / `next_char` for the pieces.
fn pieces_next_u64(bytes: &[u8]) -> u64 {
    let mut source = ChunkSource::new(bytes);
    input! { from &mut source, n: usize }
    let mut xor = 0;
    for _ in 0..n {
        xor ^= source.next_u64() ^ source.next_u64() ^ source.next_char() as u64;
    }
    xor
}

fn bridges_chunk(bytes: &[u8]) -> (Vec<u64>, String) {
    let mut source = ChunkSource::new(bytes);
    input! { from &mut source, n: usize, a: [u64; n], first: String }
    (a, first)
}

/// Reads the lengths one at a time, keeping only their XOR.
fn bridges_stream(bytes: &[u8]) -> (u64, String) {
    let mut source = ChunkSource::new(bytes);
    input! { from &mut source, n: usize }
    let mut xor = 0;
    for _ in 0..n {
        input! { from &mut source, a: u64 }
        xor ^= a;
    }
    input! { from &mut source, first: String }
    (xor, first)
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
    // The ways must read the same thing.
    let pieces = pieces_once(p16880.as_bytes());
    assert_eq!(pieces_line(p16880.as_bytes()), pieces);
    assert_eq!(pieces_chunk(p16880.as_bytes()), pieces);
    let xor = pieces.iter().fold(0, |x, &(a, b, c)| x ^ a ^ b ^ c as u64);
    assert_eq!(pieces_stream(p16880.as_bytes()), xor);
    assert_eq!(pieces_next_u64(p16880.as_bytes()), xor);
    let (a, first) = bridges_once(p18937.as_bytes());
    assert_eq!(bridges_line(p18937.as_bytes()), (a.clone(), first.clone()));
    assert_eq!(bridges_chunk(p18937.as_bytes()), (a.clone(), first.clone()));
    let xor = a.iter().fold(0, |x, &v| x ^ v);
    assert_eq!(bridges_stream(p18937.as_bytes()), (xor, first));

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
    group.bench_function("chunk", |b| {
        b.iter(|| pieces_chunk(black_box(p16880.as_bytes())))
    });
    group.bench_function("chunk-stream", |b| {
        b.iter(|| pieces_stream(black_box(p16880.as_bytes())))
    });
    group.bench_function("chunk-next-u64", |b| {
        b.iter(|| pieces_next_u64(black_box(p16880.as_bytes())))
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
    group.bench_function("chunk", |b| {
        b.iter(|| bridges_chunk(black_box(p18937.as_bytes())))
    });
    group.bench_function("chunk-stream", |b| {
        b.iter(|| bridges_stream(black_box(p18937.as_bytes())))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = inputs::quick();
    targets = reading
}
criterion_main!(benches);
