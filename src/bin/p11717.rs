// https://www.acmicpc.net/problem/11717
// Wall Making Game: a move splits a rectangle into four; XOR of their values.
use grundy::games::rectangle::wall_grundy;
use grundy::input::{check_range, ensure, ensure_end, install_error_hook};
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, h: usize, w: usize }
    check_range("H", h, 1, 20);
    check_range("W", w, 1, 20);
    input! { from &mut source, rows: [String; h] }
    ensure_end(source.next_token());
    let mut marked = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let len = row.chars().count();
        ensure(
            len == w,
            &format!("row {} has {} cells, not W = {}", i + 1, len, w),
        );
        if let Some(c) = row.chars().find(|&c| c != '.' && c != 'X') {
            panic!("row {} holds `{}`; a cell is `.` or `X`", i + 1, c);
        }
        marked.push(row.chars().map(|c| c == 'X').collect());
    }
    let g = wall_grundy(&marked);
    println!("{}", if g != 0 { "First" } else { "Second" });
}
