;; Baillie-PSW below 2^64 on i64: the strong base-2 test and the strong Lucas test with
;; Selfridge's parameters, the same tests as the JavaScript path in prime64.ts, answering the same.
;;
;; Montgomery arithmetic with R = 2^64. WebAssembly has no 64x64 -> 128-bit product, so its high
;; half is assembled from four 32x32 -> 64-bit products. A product subtracts m*n with
;; m = lo(a*b) * n^-1 mod 2^64, so the low halves cancel exactly and the result hi(a*b) - hi(m*n)
;; lies in (-n, n): one conditional addition of n leaves it below n, with no carry out of 64 bits
;; even when n is above 2^63. Every residue here is kept fully reduced, below n.
;;
;; n is passed as two 32-bit halves (no BigInt crosses the boundary). The module keeps no state
;; between calls: each export is a pure function of its arguments.
(module
	;; The high 64 bits of the 128-bit product of a and b (unsigned).
	(func $mulhi (param $a i64) (param $b i64) (result i64)
		(local $a0 i64) (local $a1 i64) (local $b0 i64) (local $b1 i64)
		(local $p00 i64) (local $p01 i64) (local $p10 i64)
		(local.set $a0 (i64.and (local.get $a) (i64.const 0xffffffff)))
		(local.set $a1 (i64.shr_u (local.get $a) (i64.const 32)))
		(local.set $b0 (i64.and (local.get $b) (i64.const 0xffffffff)))
		(local.set $b1 (i64.shr_u (local.get $b) (i64.const 32)))
		(local.set $p00 (i64.mul (local.get $a0) (local.get $b0)))
		(local.set $p01 (i64.mul (local.get $a0) (local.get $b1)))
		(local.set $p10 (i64.mul (local.get $a1) (local.get $b0)))
		;; a1*b1 + the high halves of the cross terms + the carry of the middle column.
		(i64.add
			(i64.add
				(i64.mul (local.get $a1) (local.get $b1))
				(i64.add
					(i64.shr_u (local.get $p01) (i64.const 32))
					(i64.shr_u (local.get $p10) (i64.const 32))))
			(i64.shr_u
				(i64.add
					(i64.shr_u (local.get $p00) (i64.const 32))
					(i64.add
						(i64.and (local.get $p01) (i64.const 0xffffffff))
						(i64.and (local.get $p10) (i64.const 0xffffffff))))
				(i64.const 32))))

	;; a*b/R mod n for a, b < n; ninv = n^-1 mod 2^64.
	(func $mul (param $a i64) (param $b i64) (param $n i64) (param $ninv i64) (result i64)
		(local $hi i64) (local $mh i64)
		(local.set $hi (call $mulhi (local.get $a) (local.get $b)))
		(local.set $mh
			(call $mulhi
				(i64.mul (i64.mul (local.get $a) (local.get $b)) (local.get $ninv))
				(local.get $n)))
		(select
			(i64.add (i64.sub (local.get $hi) (local.get $mh)) (local.get $n))
			(i64.sub (local.get $hi) (local.get $mh))
			(i64.lt_u (local.get $hi) (local.get $mh))))

	;; a + b mod n for a, b < n (the sum may pass 2^64 when n is above 2^63).
	(func $add (param $a i64) (param $b i64) (param $n i64) (result i64)
		(local $s i64)
		(local.set $s (i64.add (local.get $a) (local.get $b)))
		(select
			(i64.sub (local.get $s) (local.get $n))
			(local.get $s)
			(i32.or
				(i64.lt_u (local.get $s) (local.get $a))
				(i64.ge_u (local.get $s) (local.get $n)))))

	;; a - b mod n for a, b < n.
	(func $sub (param $a i64) (param $b i64) (param $n i64) (result i64)
		(select
			(i64.add (i64.sub (local.get $a) (local.get $b)) (local.get $n))
			(i64.sub (local.get $a) (local.get $b))
			(i64.lt_u (local.get $a) (local.get $b))))

	(func $join (param $hi i32) (param $lo i32) (result i64)
		(i64.or
			(i64.shl (i64.extend_i32_u (local.get $hi)) (i64.const 32))
			(i64.extend_i32_u (local.get $lo))))

	;; n^-1 mod 2^64 for odd n: n is its own inverse mod 8, and each Newton step doubles the bits.
	(func $inverse (param $n i64) (result i64)
		(local $x i64) (local $i i32)
		(local.set $x (local.get $n))
		(loop $steps
			(local.set $x
				(i64.mul (local.get $x)
					(i64.sub (i64.const 2) (i64.mul (local.get $n) (local.get $x)))))
			(local.set $i (i32.add (local.get $i) (i32.const 1)))
			(br_if $steps (i32.lt_u (local.get $i) (i32.const 5))))
		(local.get $x))

	;; 1 when odd n = hi*2^32 + lo > 2 (n >= 3) is a strong probable prime to base 2, else 0.
	(func (export "strongBaseTwo") (param $hi i32) (param $lo i32) (result i32)
		(local $n i64) (local $ninv i64) (local $one i64) (local $minusOne i64)
		(local $d i64) (local $s i64) (local $i i64) (local $x i64) (local $r i64)
		(local.set $n (call $join (local.get $hi) (local.get $lo)))
		(local.set $ninv (call $inverse (local.get $n)))
		;; R mod n = (2^64 - n) mod n.
		(local.set $one (i64.rem_u (i64.sub (i64.const 0) (local.get $n)) (local.get $n)))
		(local.set $minusOne (i64.sub (local.get $n) (local.get $one)))
		(local.set $s (i64.ctz (i64.sub (local.get $n) (i64.const 1))))
		(local.set $d (i64.shr_u (i64.sub (local.get $n) (i64.const 1)) (local.get $s)))
		;; x = 2 in Montgomery form, then left to right over the bits of d below its top.
		(local.set $x (call $add (local.get $one) (local.get $one) (local.get $n)))
		(local.set $i (i64.sub (i64.const 63) (i64.clz (local.get $d))))
		(block $done
			(loop $bits
				(br_if $done (i64.eqz (local.get $i)))
				(local.set $i (i64.sub (local.get $i) (i64.const 1)))
				(local.set $x (call $mul (local.get $x) (local.get $x) (local.get $n) (local.get $ninv)))
				(if (i32.wrap_i64 (i64.and (i64.shr_u (local.get $d) (local.get $i)) (i64.const 1)))
					(then (local.set $x (call $add (local.get $x) (local.get $x) (local.get $n)))))
				(br $bits)))
		(if (i32.or (i64.eq (local.get $x) (local.get $one)) (i64.eq (local.get $x) (local.get $minusOne)))
			(then (return (i32.const 1))))
		(local.set $r (i64.const 1))
		(block $composite
			(loop $squares
				(br_if $composite (i64.ge_u (local.get $r) (local.get $s)))
				(local.set $x (call $mul (local.get $x) (local.get $x) (local.get $n) (local.get $ninv)))
				(if (i64.eq (local.get $x) (local.get $minusOne)) (then (return (i32.const 1))))
				;; 1 after something other than -1: a nontrivial square root of 1.
				(br_if $composite (i64.eq (local.get $x) (local.get $one)))
				(local.set $r (i64.add (local.get $r) (i64.const 1)))
				(br $squares)))
		(i32.const 0))

	;; 1 when odd n = hi*2^32 + lo (n >= 5, n < 2^64 - 1) is a strong Lucas probable prime for
	;; P = 1 and Q = q, where D = 1 - 4q has (D/n) = -1 and n is prime to D and q; else 0.
	(func (export "strongLucas") (param $hi i32) (param $lo i32) (param $q i32) (result i32)
		(local $n i64) (local $ninv i64) (local $one i64) (local $qm i64)
		(local $k i64) (local $s i64) (local $i i64) (local $c i32) (local $bit i32)
		(local $v i64) (local $w i64) (local $qk i64) (local $next i64) (local $r i64)
		(local.set $n (call $join (local.get $hi) (local.get $lo)))
		(local.set $ninv (call $inverse (local.get $n)))
		(local.set $one (i64.rem_u (i64.sub (i64.const 0) (local.get $n)) (local.get $n)))
		;; |q| in Montgomery form, by doubling and adding over its bits, then its sign.
		(local.set $c (select (i32.sub (i32.const 0) (local.get $q)) (local.get $q)
			(i32.lt_s (local.get $q) (i32.const 0))))
		(local.set $bit (i32.sub (i32.const 31) (i32.clz (local.get $c))))
		(block $made
			(loop $bits
				(br_if $made (i32.lt_s (local.get $bit) (i32.const 0)))
				(local.set $qm (call $add (local.get $qm) (local.get $qm) (local.get $n)))
				(if (i32.and (i32.shr_u (local.get $c) (local.get $bit)) (i32.const 1))
					(then (local.set $qm (call $add (local.get $qm) (local.get $one) (local.get $n)))))
				(local.set $bit (i32.sub (local.get $bit) (i32.const 1)))
				(br $bits)))
		(if (i32.lt_s (local.get $q) (i32.const 0))
			(then (local.set $qm (call $sub (i64.const 0) (local.get $qm) (local.get $n)))))
		;; n + 1 = k*2^s with k odd.
		(local.set $s (i64.ctz (i64.add (local.get $n) (i64.const 1))))
		(local.set $k (i64.shr_u (i64.add (local.get $n) (i64.const 1)) (local.get $s)))
		;; V_1 = P = 1, V_2 = P^2 - 2Q = 1 - 2Q, Q^1.
		(local.set $v (local.get $one))
		(local.set $w (call $sub (call $sub (local.get $one) (local.get $qm) (local.get $n))
			(local.get $qm) (local.get $n)))
		(local.set $qk (local.get $qm))
		(local.set $i (i64.sub (i64.const 63) (i64.clz (local.get $k))))
		(block $done
			(loop $ladder
				(br_if $done (i64.eqz (local.get $i)))
				(local.set $i (i64.sub (local.get $i) (i64.const 1)))
				(if (i32.wrap_i64 (i64.and (i64.shr_u (local.get $k) (local.get $i)) (i64.const 1)))
					(then
						;; j -> 2j + 1: V_2j+1 = V_j V_j+1 - Q^j, V_2j+2 = V_j+1^2 - 2Q^j+1,
						;; Q^2j+1 = Q^j Q^j+1.
						(local.set $next (call $mul (local.get $qk) (local.get $qm) (local.get $n) (local.get $ninv)))
						(local.set $v (call $sub
							(call $mul (local.get $v) (local.get $w) (local.get $n) (local.get $ninv))
							(local.get $qk) (local.get $n)))
						(local.set $w (call $sub
							(call $mul (local.get $w) (local.get $w) (local.get $n) (local.get $ninv))
							(call $add (local.get $next) (local.get $next) (local.get $n)) (local.get $n)))
						(local.set $qk (call $mul (local.get $qk) (local.get $next) (local.get $n) (local.get $ninv))))
					(else
						;; j -> 2j: V_2j+1 = V_j V_j+1 - Q^j, V_2j = V_j^2 - 2Q^j, Q^2j = (Q^j)^2.
						(local.set $w (call $sub
							(call $mul (local.get $v) (local.get $w) (local.get $n) (local.get $ninv))
							(local.get $qk) (local.get $n)))
						(local.set $v (call $sub
							(call $mul (local.get $v) (local.get $v) (local.get $n) (local.get $ninv))
							(call $add (local.get $qk) (local.get $qk) (local.get $n)) (local.get $n)))
						(local.set $qk (call $mul (local.get $qk) (local.get $qk) (local.get $n) (local.get $ninv)))))
				(br $ladder)))
		;; U_k = (2V_k+1 - V_k)/D, and D is prime to n: U_k = 0 exactly when 2V_k+1 = V_k.
		(if (i64.eq (call $add (local.get $w) (local.get $w) (local.get $n)) (local.get $v))
			(then (return (i32.const 1))))
		(block $composite
			(loop $squares
				(if (i64.eqz (local.get $v)) (then (return (i32.const 1))))
				(local.set $r (i64.add (local.get $r) (i64.const 1)))
				(br_if $composite (i64.ge_u (local.get $r) (local.get $s)))
				;; V_2k = V_k^2 - 2Q^k, Q^2k = (Q^k)^2.
				(local.set $v (call $sub
					(call $mul (local.get $v) (local.get $v) (local.get $n) (local.get $ninv))
					(call $add (local.get $qk) (local.get $qk) (local.get $n)) (local.get $n)))
				(local.set $qk (call $mul (local.get $qk) (local.get $qk) (local.get $n) (local.get $ninv)))
				(br $squares)))
		(i32.const 0))
)
