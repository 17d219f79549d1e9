// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC677Receiver} from "./IERC677Receiver.sol";
import {Whoom} from "./Whoom.sol";

/// @title BadgeShop: buy a badge with Whoom, paid with `transferAndCall` (the buyer sends the
/// transaction) or relayed by the owner with the buyer's signed permit (the owner pays the gas).
/// @dev The server reads BadgePurchased and checks the price; the chain only records the payment.
contract BadgeShop is Ownable, IERC677Receiver {
    using SafeERC20 for IERC20;

    IERC20 public immutable token;
    /// @dev Deploys a buyer's not-yet-deployed wallet named in an ERC-6492 signature. A contract of
    /// its own, trusted by nobody and holding nothing: the factory and its call are the buyer's.
    WalletDeployer public immutable walletDeployer;

    /// @dev https://eips.ethereum.org/EIPS/eip-6492: the last 32 bytes of a wrapped signature.
    bytes32 private constant ERC6492_SUFFIX = 0x6492649264926492649264926492649264926492649264926492649264926492;

    error UnauthorizedToken(address caller);
    error WalletNotDeployed(address buyer, address factory);

    event BadgePurchased(address indexed buyer, string group, string badgeName, uint256 value);

    constructor(address token_) Ownable(msg.sender) {
        token = IERC20(token_);
        walletDeployer = new WalletDeployer();
    }

    /// @param data abi.encode(string group, string badgeName)
    function onTokenTransfer(address sender, uint256 value, bytes calldata data) external {
        // Anyone could call this with a made-up payment; only the token's own callback counts.
        if (msg.sender != address(token)) revert UnauthorizedToken(msg.sender);
        (string memory group, string memory badgeName) = abi.decode(data, (string, string));
        emit BadgePurchased(sender, group, badgeName, value);
    }

    /// @notice A purchase the owner (the server's signer) sends for `buyer`, who signed an ERC-2612
    /// permit of exactly `value` for this shop: the permit is used, `value` moves from the buyer
    /// to the shop and the purchase is recorded as one paid with `transferAndCall` is. Only the
    /// owner may send it: the permit does not name the badge, the owner's request does.
    /// @param signature the buyer's signature of the permit: an account's, a wallet contract's
    /// (ERC-1271), or one wrapped for a wallet not yet deployed (ERC-6492), deployed here first.
    function purchaseWithPermit(
        address buyer,
        string calldata group,
        string calldata badgeName,
        uint256 value,
        uint256 deadline,
        bytes calldata signature
    ) external onlyOwner {
        Whoom(address(token)).permit(buyer, address(this), value, deadline, _walletSignature(buyer, signature));
        token.safeTransferFrom(buyer, address(this), value);
        emit BadgePurchased(buyer, group, badgeName, value);
    }

    function withdraw(address treasury, uint256 amount) external onlyOwner {
        token.safeTransfer(treasury, amount);
    }

    /// @dev The signature the wallet checks: an ERC-6492 one is unwrapped, and its wallet deployed
    /// by its factory if it has no code yet.
    function _walletSignature(address buyer, bytes calldata signature) private returns (bytes memory) {
        uint256 length = signature.length;
        if (length < 32 || bytes32(signature[length - 32:]) != ERC6492_SUFFIX) return signature;
        (address factory, bytes memory factoryCall, bytes memory inner) =
            abi.decode(signature[:length - 32], (address, bytes, bytes));
        if (buyer.code.length == 0) {
            walletDeployer.deploy(factory, factoryCall);
            if (buyer.code.length == 0) revert WalletNotDeployed(buyer, factory);
        }
        return inner;
    }
}

/// @title WalletDeployer: calls a wallet factory, so that the call comes from an address with no
/// rights and no funds (from the shop, a factory could be made to spend the shop's Whoom).
contract WalletDeployer {
    function deploy(address factory, bytes calldata factoryCall) external {
        // The outcome is judged by the caller: whether the wallet has code afterwards.
        (bool ok,) = factory.call(factoryCall);
        ok;
    }
}
