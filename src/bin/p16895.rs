// https://www.acmicpc.net/problem/16895
// Nim: count the first moves that leave XOR 0, #{i : (S ^ P_i) < P_i}.
use grundy::input::{check_all, check_range, ensure_end, install_error_hook};
use grundy::nim::winning_moves;
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: usize }
    check_range("N", n, 1, 1000);
    input! { from &mut source, p: [u64; n] }
    ensure_end(source.next_token());
    check_all("P", &p, 1, 1000);
    println!("{}", winning_moves(&p));
}
