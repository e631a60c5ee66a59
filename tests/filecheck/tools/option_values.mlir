// A pass option given a value of the wrong kind names the option and what it
// takes (xDSL alone says `Incompatible types: given ('yes',), expected <class
// 'bool'>`), a bool is no integer, and a bare option asks for its value; the
// exit status is 1, as for every usage mistake.
// RUN: not xdsl-stream-opt -p 'fuse-dispatch-bindings{alias-mutable-bindings=yes}' %s 2>&1 | filecheck %s --check-prefix=BOOL
// RUN: not xdsl-stream-opt -p 'fuse-dispatch-bindings{max-bindings=true}' %s 2>&1 | filecheck %s --check-prefix=INT
// RUN: not xdsl-stream-opt -p 'fuse-dispatch-bindings-report{max-bindings=2.5}' %s 2>&1 | filecheck %s --check-prefix=FLOAT
// RUN: not xdsl-stream-opt -p 'fold-uniform-operands,fuse-dispatch-bindings{alias-mutable-bindings}' %s 2>&1 | filecheck %s --check-prefix=BARE
// RUN: xdsl-stream-opt -p 'fuse-dispatch-bindings{alias-mutable-bindings=true max-bindings=8 report=json}' %s 2>/dev/null | filecheck %s --check-prefix=GOOD
// RUN: bash -c 'xdsl-stream-opt --no-such-flag %s 2>/dev/null; test $? -eq 1'
// RUN: bash -c 'xdsl-stream-report --no-such-flag %s 2>/dev/null; test $? -eq 1'
// RUN: bash -c 'xdsl-stream-report 2>/dev/null; test $? -eq 1' 

"test.op"() : () -> ()

// BOOL: xdsl-stream-opt: error: invalid pass pipeline: option 'alias-mutable-bindings' of pass 'fuse-dispatch-bindings' takes true or false, not yes
// INT: xdsl-stream-opt: error: invalid pass pipeline: option 'max-bindings' of pass 'fuse-dispatch-bindings' takes an integer, not true
// FLOAT: xdsl-stream-opt: error: invalid pass pipeline: option 'max-bindings' of pass 'fuse-dispatch-bindings-report' takes an integer, not 2.5
// BARE: xdsl-stream-opt: error: invalid pass pipeline: option 'alias-mutable-bindings' of pass 'fuse-dispatch-bindings' needs a value: true or false
// GOOD: "test.op"() : () -> ()
