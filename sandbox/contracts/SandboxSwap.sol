// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice The two ERC20 calls the pools make.
interface ISandboxSwapToken {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// @title Sandbox Swap
/// @notice Constant-product pools for the offline sandbox, so the modal's swap flow has a real
/// market to quote and trade against. Each pair of tokens has at most one pool; a swap follows a
/// path of tokens through their pools, and every hop keeps a 0.3% fee in its pool:
///     out = in * 997 * reserveOut / (reserveIn * 1000 + in * 997)    (integer division)
/// The chain's native currency is a side of a pool as it is, under `NATIVE` (0xEeee...EEeE, the
/// address wallets and the Blockchain API already use for it), with no wrapped token.
/// Liquidity is added by anyone and never taken out: there are no pool shares, since a sandbox
/// seeds its pools once. Tokens are expected to move exactly the amount they are asked to.
contract SandboxSwap {
    /// @notice Stands for the chain's native currency in a path or a pool.
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    /// @notice The most tokens a path may name: three hops.
    uint256 public constant maxPathLength = 4;

    // _reserve[a][b] is how much of `a` the pool of a and b holds; _reserve[b][a] is its other side.
    mapping(address => mapping(address => uint256)) private _reserve;
    uint256 private _lock = 1;

    event LiquidityAdded(
        address indexed provider,
        address indexed tokenA,
        address indexed tokenB,
        uint256 amountA,
        uint256 amountB
    );
    event Swap(
        address indexed sender,
        address indexed recipient,
        address[] path,
        uint256 amountIn,
        uint256 amountOut
    );

    error InvalidPath();
    error NoPool(address tokenIn, address tokenOut);
    error ZeroAmount();
    error ZeroOutput();
    error WrongValue(uint256 sent, uint256 expected);
    error SlippageExceeded(uint256 amountOut, uint256 minAmountOut);
    error InvalidRecipient(address recipient);
    error TransferFailed(address token);
    error Reentered();

    modifier nonReentrant() {
        if (_lock != 1) revert Reentered();
        _lock = 2;
        _;
        _lock = 1;
    }

    /// @notice What the pool of `tokenA` and `tokenB` holds of each; zeros when there is none.
    function reserves(address tokenA, address tokenB)
        external
        view
        returns (uint256 reserveA, uint256 reserveB)
    {
        return (_reserve[tokenA][tokenB], _reserve[tokenB][tokenA]);
    }

    /// @notice Adds to (or opens) the pool of `tokenA` and `tokenB`, at whatever ratio is given:
    /// the first deposit sets the price. Native currency comes as `msg.value`, tokens by
    /// `transferFrom` (approve this contract first).
    function addLiquidity(address tokenA, address tokenB, uint256 amountA, uint256 amountB)
        external
        payable
        nonReentrant
    {
        if (tokenA == tokenB || tokenA == address(0) || tokenB == address(0)) revert InvalidPath();
        if (amountA == 0 || amountB == 0) revert ZeroAmount();
        uint256 nativeIn = tokenA == NATIVE ? amountA : (tokenB == NATIVE ? amountB : 0);
        if (msg.value != nativeIn) revert WrongValue(msg.value, nativeIn);
        _reserve[tokenA][tokenB] += amountA;
        _reserve[tokenB][tokenA] += amountB;
        emit LiquidityAdded(msg.sender, tokenA, tokenB, amountA, amountB);
        if (tokenA != NATIVE) _pull(tokenA, amountA);
        if (tokenB != NATIVE) _pull(tokenB, amountB);
    }

    /// @notice Exactly what `swap` would pay for `amountIn` of `path[0]` along `path`, as the pools
    /// stand now. Reverts with `NoPool` when a hop has no pool.
    function quote(address[] calldata path, uint256 amountIn) external view returns (uint256 amountOut) {
        _checkPath(path);
        amountOut = amountIn;
        for (uint256 i = 1; i < path.length; i++) {
            amountOut = _hopOut(path[i - 1], path[i], amountOut);
        }
    }

    /// @notice Sells `amountIn` of `path[0]` for the last token of `path`, paid to `recipient`.
    /// Native input comes as `msg.value` (which must equal `amountIn`); a token is taken with
    /// `transferFrom`, so it needs an allowance. Reverts with `SlippageExceeded` when the pools
    /// moved since the quote and would pay less than `minAmountOut`.
    function swap(address[] calldata path, uint256 amountIn, uint256 minAmountOut, address recipient)
        external
        payable
        nonReentrant
        returns (uint256 amountOut)
    {
        _checkPath(path);
        if (amountIn == 0) revert ZeroAmount();
        if (recipient == address(0) || recipient == NATIVE || recipient == address(this)) {
            revert InvalidRecipient(recipient);
        }
        address tokenIn = path[0];
        uint256 nativeIn = tokenIn == NATIVE ? amountIn : 0;
        if (msg.value != nativeIn) revert WrongValue(msg.value, nativeIn);
        // Effects first: every pool is moved before any token or ether leaves.
        amountOut = amountIn;
        for (uint256 i = 1; i < path.length; i++) {
            uint256 hopIn = amountOut;
            amountOut = _hopOut(path[i - 1], path[i], hopIn);
            _reserve[path[i - 1]][path[i]] += hopIn;
            _reserve[path[i]][path[i - 1]] -= amountOut;
        }
        if (amountOut == 0) revert ZeroOutput();
        if (amountOut < minAmountOut) revert SlippageExceeded(amountOut, minAmountOut);
        emit Swap(msg.sender, recipient, path, amountIn, amountOut);
        if (tokenIn != NATIVE) _pull(tokenIn, amountIn);
        _pay(path[path.length - 1], recipient, amountOut);
    }

    function _hopOut(address tokenIn, address tokenOut, uint256 amountIn) private view returns (uint256) {
        uint256 reserveIn = _reserve[tokenIn][tokenOut];
        uint256 reserveOut = _reserve[tokenOut][tokenIn];
        if (reserveIn == 0 || reserveOut == 0) revert NoPool(tokenIn, tokenOut);
        uint256 kept = amountIn * 997;
        return (kept * reserveOut) / (reserveIn * 1000 + kept);
    }

    function _checkPath(address[] calldata path) private pure {
        if (path.length < 2 || path.length > maxPathLength) revert InvalidPath();
        // No token twice: then no two hops share a pool, so `quote`, which leaves the pools as they
        // are between hops, is exactly what `swap` pays.
        for (uint256 i = 0; i < path.length; i++) {
            for (uint256 j = i + 1; j < path.length; j++) {
                if (path[i] == path[j]) revert InvalidPath();
            }
        }
    }

    function _pull(address token, uint256 amount) private {
        _callToken(token, abi.encodeCall(ISandboxSwapToken.transferFrom, (msg.sender, address(this), amount)));
    }

    function _pay(address token, address to, uint256 amount) private {
        if (token != NATIVE) {
            _callToken(token, abi.encodeCall(ISandboxSwapToken.transfer, (to, amount)));
            return;
        }
        (bool sent,) = to.call{value: amount}("");
        if (!sent) revert TransferFailed(NATIVE);
    }

    /// A token call succeeds when it does not revert and answers true or nothing (some tokens
    /// answer nothing). A revert is passed on as it is, so the caller sees the token's own reason
    /// (an allowance too small, a balance too low).
    function _callToken(address token, bytes memory data) private {
        if (token.code.length == 0) revert TransferFailed(token);
        (bool ok, bytes memory answer) = token.call(data);
        if (!ok) {
            assembly {
                revert(add(answer, 32), mload(answer))
            }
        }
        if (answer.length != 0 && !abi.decode(answer, (bool))) revert TransferFailed(token);
    }
}
